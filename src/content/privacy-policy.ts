import {
  formatAddress,
  legalIdentity,
  publisherName,
  publisherWithForm,
  signupRetention,
} from './legal-identity.ts';
import { audienceSection } from './audience-notice.ts';
import type { LegalDocument } from './legal-types.ts';
import { inquiriesPrivacySection } from './privacy-inquiries.ts';

const { publisher, host, emailProvider, bookingProvider } = legalIdentity;
const contact = { href: `mailto:${publisher.email}`, label: publisher.email };

/**
 * « Politique de confidentialité »: every item GDPR article 13 requires when
 * collecting an address, and the French law’s post-mortem instructions. It
 * must hold whether the server sends a confirmation e-mail (double opt-in,
 * mail configured) or not (single opt-in).
 */
export const privacyPolicy: LegalDocument = {
  title: 'Politique de confidentialité',
  description:
    'Vos données sur ce site (inscription, demande de devis, audience)\u00a0: responsable, finalités, bases légales, conservation et vos droits.',
  updated: '2026-11-23',
  sections: [
    {
      heading: 'Responsable du traitement',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `${publisherWithForm}, exerçant sous le nom commercial ${publisher.tradeName}, ${formatAddress(publisher.address)}. Pour toute question sur vos données, écrivez à `,
            contact,
            '. Aucun délégué à la protection des données n’a été désigné, la loi ne l’imposant pas pour ces traitements.',
          ],
        },
      ],
    },
    {
      heading: 'Données recueillies',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Lorsque vous vous inscrivez pour connaître la date de sortie de Kaouka\u00a0:',
          ],
        },
        {
          kind: 'list',
          items: [
            ['votre adresse e-mail\u00a0;'],
            [
              'la preuve de votre consentement\u00a0: la date et l’heure de l’inscription et, si un e-mail de confirmation vous a été envoyé, celles de votre confirmation\u00a0;',
            ],
            [
              'la date d’envoi du message annonçant la sortie, pour ne jamais l’envoyer deux fois\u00a0;',
            ],
            [
              'des codes aléatoires, propres à votre adresse, qui servent aux liens de confirmation et de désinscription.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le site ne dépose aucun cookie\u00a0; si vous choisissez un thème clair ou sombre, ce choix est gardé dans votre navigateur (stockage local), sans autre usage\u00a0; son audience est comptée sans vous identifier (voir «\u00a0Mesure d’audience\u00a0»). Le serveur tient un journal technique des requêtes (adresse IP, page demandée, date et heure)\u00a0; il ne garde en mémoire l’adresse IP d’un envoi du formulaire qu’une minute, pour limiter les inscriptions en masse.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Donner votre adresse e-mail n’est ni une obligation légale ni une condition d’un contrat\u00a0: sans elle, l’éditeur ne pourra simplement pas vous prévenir de la sortie de Kaouka.',
          ],
        },
      ],
    },
    audienceSection,
    {
      heading: 'Finalités et bases légales',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Vous annoncer la date de sortie de l’application Kaouka, et, si la confirmation est activée, vous demander de confirmer votre inscription\u00a0: ce traitement repose sur votre consentement (article\u00a06.1.a du RGPD), donné en envoyant le formulaire. Vous pouvez le retirer à tout moment, sans justification\u00a0; le retrait ne remet pas en cause ce qui a été fait avant.',
            ],
            [
              'Conserver la preuve de ce consentement (article\u00a07.1 du RGPD)\u00a0: intérêt légitime à pouvoir démontrer le consentement (article\u00a06.1.f du RGPD).',
            ],
            [
              'Tenir le journal du serveur et limiter les envois du formulaire\u00a0: intérêt légitime de l’éditeur (article\u00a06.1.f du RGPD), qui est d’assurer la sécurité du site, d’en diagnostiquer les pannes et d’empêcher les inscriptions abusives.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Votre adresse n’est ni vendue, ni prêtée, ni utilisée pour de la prospection. Aucune décision automatisée, profilage compris, n’est prise à partir de vos données.',
          ],
        },
      ],
    },
    {
      heading: 'Durée de conservation',
      blocks: [
        { kind: 'paragraph', content: [signupRetention.sentence] },
        {
          kind: 'paragraph',
          content: [
            'Vous pouvez la faire effacer plus tôt, à tout moment. Une fois l’adresse effacée, il n’en reste qu’une empreinte (un condensat SHA-256 de l’adresse) et la date de l’effacement\u00a0: ils servent seulement à ce qu’une restauration de sauvegarde ne fasse pas revenir l’adresse. L’empreinte ne permet pas de relire l’adresse, mais permet de reconnaître une adresse déjà connue\u00a0; elle est gardée tant que le site existe, faute de pouvoir savoir quelle sauvegarde ancienne pourrait encore être restaurée. Le journal du serveur est conservé un an au plus.',
          ],
        },
      ],
    },
    {
      heading: 'Destinataires',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Seul l’éditeur du site lit la liste des inscrits. Deux sous-traitants la traitent pour son compte, sans pouvoir s’en servir à d’autres fins\u00a0: l’hébergeur du site, ${host.name} (`,
            { href: host.website, label: host.website },
            `), qui stocke les données, et le prestataire de messagerie, ${emailProvider.name} (`,
            { href: emailProvider.website, label: emailProvider.website },
            '), qui achemine les e-mails. Les données restent dans l’Union européenne\u00a0: aucune n’est transférée hors de l’Union.',
          ],
        },
      ],
    },
    {
      heading: 'Vos droits',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Vous pouvez à tout moment demander l’accès à vos données, leur rectification ou leur effacement, vous opposer au traitement fondé sur l’intérêt légitime, en demander la limitation ou la portabilité, et retirer votre consentement.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Vous pouvez aussi définir des directives sur le sort de vos données après votre décès (conservation, effacement, communication), comme le prévoit l’article\u00a085 de la loi Informatique et Libertés.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Pour cela, écrivez à ',
            contact,
            ' depuis l’adresse concernée. Une réponse vous est apportée sous un mois. L’e-mail qui annonce la date de sortie contient aussi un lien de désinscription, qui efface votre adresse en un clic\u00a0; l’e-mail de confirmation, lui, n’en a pas besoin\u00a0: sans confirmation, votre adresse est effacée d’elle-même.',
          ],
        },
      ],
    },
    inquiriesPrivacySection,
    // « Prendre rendez-vous », the site's main call to action, opens the
    // owner's booking page on a third party's tool (GDPR art. 13 for it).
    {
      heading: 'Prise de rendez-vous',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Le bouton «\u00a0Prendre rendez-vous\u00a0» ouvre ma page de réservation, tenue par ${bookingProvider.name} (`,
            { href: bookingProvider.website, label: bookingProvider.website },
            `). Vous y donnez votre nom, votre adresse e-mail et, si vous le souhaitez, votre téléphone et un mot sur votre besoin. ${publisherName} en est responsable du traitement, et ${bookingProvider.name} le traite pour son compte comme sous-traitant, sans pouvoir s’en servir à d’autres fins.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            `Ces données servent uniquement à tenir le rendez-vous et à préparer l’échange (mesures précontractuelles prises à votre demande, article\u00a06.1.b du RGPD). Elles sont effacées de l’outil trois mois après le rendez-vous\u00a0; si l’échange devient une demande de devis, elles suivent les règles de la section précédente. ${bookingProvider.transfer} Vos droits s’exercent comme l’indique la section «\u00a0Vos droits\u00a0».`,
          ],
        },
      ],
    },
    {
      heading: 'Réclamation',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3\u00a0place de Fontenoy, TSA\u00a080715, 75334\u00a0Paris Cedex\u00a007, ou en ligne sur ',
            { href: 'https://www.cnil.fr/fr/plaintes', label: 'cnil.fr/fr/plaintes' },
            '.',
          ],
        },
      ],
    },
  ],
};
