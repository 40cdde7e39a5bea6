import { formatAddress, legalIdentity, signupRetention } from './legal-identity.ts';
import type { LegalDocument } from './legal-types.ts';

const { publisher, host, emailProvider } = legalIdentity;
const contact = { href: `mailto:${publisher.email}`, label: publisher.email };

/**
 * « Politique de confidentialité »: the information GDPR article 13 requires
 * when collecting an address (who, what, why, on which basis, how long, who
 * receives it, which rights and how to use them, the right to complain).
 */
export const privacyPolicy: LegalDocument = {
  title: 'Politique de confidentialité',
  description:
    'Ce que devient l’adresse électronique laissée pour connaître la date de sortie de Kaouka\u00a0: finalité, durée de conservation et vos droits.',
  updated: 'Mise à jour le 21\u00a0novembre 2026',
  sections: [
    {
      heading: 'Responsable du traitement',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `${publisher.name}, ${publisher.legalForm.toLowerCase()}, ${formatAddress(publisher.address)}. Pour toute question sur vos données, écrivez à `,
            contact,
            '.',
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
            ['votre adresse électronique\u00a0;'],
            ['la date et l’heure de votre inscription\u00a0;'],
            [
              'la date d’envoi du message annonçant la sortie, pour ne jamais l’envoyer deux fois\u00a0;',
            ],
            ['un code aléatoire, propre à votre adresse, qui sert au lien de désinscription.'],
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le site ne dépose aucun cookie et ne mesure pas l’audience. Le serveur tient un journal technique des requêtes (adresse IP, page demandée, heure), conservé six mois au plus, pour la sécurité du site et la lutte contre les abus.',
          ],
        },
      ],
    },
    {
      heading: 'Finalité et base légale',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Votre adresse sert à une seule chose\u00a0: vous écrire pour vous annoncer la date de sortie de l’application Kaouka. Elle n’est ni vendue, ni prêtée, ni utilisée pour de la prospection.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Ce traitement repose sur votre consentement (article\u00a06.1.a du RGPD), donné en envoyant le formulaire. Vous pouvez le retirer à tout moment, sans justification\u00a0: le retrait ne remet pas en cause ce qui a été fait avant.',
          ],
        },
      ],
    },
    {
      heading: 'Durée de conservation',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Votre adresse est conservée jusqu’à votre désinscription, et au plus ${signupRetention.inWords} après votre inscription. Elle est ensuite effacée.`,
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
            `Seul l’éditeur du site lit la liste des inscrits. Deux prestataires la traitent pour son compte, sans pouvoir s’en servir à d’autres fins\u00a0: l’hébergeur du site, ${host.name} (`,
            { href: host.website, label: host.website },
            `), qui stocke les données, et le prestataire de messagerie, ${emailProvider.name} (`,
            { href: emailProvider.website, label: emailProvider.website },
            '), qui achemine le message d’annonce. Les données restent dans l’Union européenne.',
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
            'Vous pouvez à tout moment demander l’accès à vos données, leur rectification ou leur effacement, vous opposer à leur traitement, en demander la limitation ou la portabilité, et retirer votre consentement.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Pour cela, écrivez à ',
            contact,
            ' depuis l’adresse concernée. Une réponse vous est apportée sous un mois. Chaque message envoyé contient aussi un lien de désinscription, qui efface votre adresse en un clic.',
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
