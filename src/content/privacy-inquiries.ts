import { inquiryRetention } from './inquiry.ts';
import { legalIdentity } from './legal-identity.ts';
import type { LegalSection } from './legal-types.ts';

const { publisher, host, emailProvider } = legalIdentity;

/**
 * The privacy policy's section on quote requests (PRODUCT.md decision 18),
 * self-contained: what is collected, why and on which basis (steps taken at
 * the prospect's request before a contract, not consent), who receives it,
 * how long it is kept (the CNIL's three years from the last contact, which
 * `npm run inquiries -- purge` applies), and the rights that go with it.
 */
export const inquiriesPrivacySection: LegalSection = {
  heading: 'Demandes de devis',
  blocks: [
    {
      kind: 'paragraph',
      content: [
        'Le formulaire de demande de devis recueille votre nom, votre adresse e-mail, et si vous les donnez, votre entreprise, votre téléphone, l’offre et le budget envisagés, ainsi que votre message, la date de l’envoi et la page du formulaire.',
      ],
    },
    {
      kind: 'list',
      items: [
        [
          'Finalité\u00a0: étudier votre demande, vous répondre et, si vous le souhaitez, établir un devis.',
        ],
        [
          'Base légale\u00a0: les mesures précontractuelles prises à votre demande (article\u00a06.1.b du RGPD). Aucune case à cocher n’est demandée\u00a0: c’est votre demande elle-même qui fonde le traitement. Le contrôle anti-robot (un calcul fait par votre navigateur, un champ piège, une limite d’envois par adresse IP, gardée en mémoire une heure) repose sur l’intérêt légitime de l’éditeur à se protéger des envois abusifs (article\u00a06.1.f du RGPD)\u00a0: il ne dépose aucun cookie et ne fait appel à aucun service tiers.',
        ],
        [
          `Destinataires\u00a0: l’éditeur seul, qui reçoit votre demande par e-mail\u00a0; l’hébergeur, ${host.name}, qui la stocke, et le prestataire de messagerie, ${emailProvider.name}, qui achemine cet e-mail, en sous-traitants. Aucun message n’est envoyé à l’adresse saisie dans le formulaire\u00a0: seule une réponse personnelle de l’éditeur vous parviendra.`,
        ],
        [
          `Durée de conservation\u00a0: ${inquiryRetention.inWords} à compter du dernier échange avec vous, comme la CNIL le recommande pour les prospects\u00a0; si un contrat est conclu, les pièces nécessaires sont ensuite gardées le temps que la loi impose.`,
        ],
        [
          'Vos droits\u00a0: accès, rectification, effacement, limitation, opposition et portabilité, en écrivant à ',
          { href: `mailto:${publisher.email}`, label: publisher.email },
          '. Sans les informations demandées (nom, adresse e-mail, message), l’éditeur ne peut simplement pas vous répondre.',
        ],
      ],
    },
  ],
};
