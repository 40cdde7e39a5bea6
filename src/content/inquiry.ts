import { formatPhone } from '../shared/french-format.ts';
import { legalIdentity, publisherName } from './legal-identity.ts';
import { site } from './site.ts';

/**
 * How long a quote request is kept: three years from the last contact with
 * the prospect, the CNIL's rule for prospects (référentiel « gestion
 * commerciale »). `npm run inquiries -- purge` applies it.
 */
export const inquiryRetention = {
  amount: 36,
  unit: 'months',
  inWords: 'trois ans',
} as const;

/** The budget ranges the form offers (keys stored, labels shown). */
export const inquiryBudgets: readonly { readonly key: string; readonly label: string }[] = [
  { key: 'moins-de-3000', label: 'Moins de 3\u00a0000\u00a0€ HT' },
  { key: '3000-10000', label: 'De 3\u00a0000 à 10\u00a0000\u00a0€ HT' },
  { key: '10000-30000', label: 'De 10\u00a0000 à 30\u00a0000\u00a0€ HT' },
  { key: 'plus-de-30000', label: 'Plus de 30\u00a0000\u00a0€ HT' },
];

/** The quote-request form (/Contact, each offer's page, the landing page's closing section). */
export const inquiryForm = {
  heading: 'Demander un devis',
  intro:
    'Un projet, une mission dans votre équipe ou une formation\u00a0: choisissez le sujet, et le formulaire vous demande ce qu’il me faut pour vous répondre sous deux jours ouvrés.',
  labels: {
    name: 'Votre nom',
    email: 'Votre adresse e-mail',
    company: 'Votre entreprise (facultatif)',
    phone: 'Votre téléphone (facultatif)',
    offer: 'Le sujet de votre demande (facultatif)',
    budget: 'Votre budget, hors taxes (facultatif)',
    message: 'Votre demande',
  },
  hints: {
    email: 'Je vous réponds à cette adresse.',
    // C. consom. L223-2 (loi 2025-594, in force since 11 August 2026): a
    // professional collecting a consumer's phone number says so at collection.
    phone:
      'Je ne vous appellerai qu’au sujet de votre demande. Tout démarchage téléphonique à des fins commerciales suppose votre consentement préalable (article L223-2 du Code de la consommation).',
    message: 'Le besoin, le contexte, ce qui existe déjà\u00a0: ce qui vous semble utile.',
  },
  noOffer: 'Je ne sais pas encore',
  noBudget: 'Je ne sais pas encore',
  submit: 'Envoyer ma demande',
  sending: 'Envoi en cours…',
  failure: 'Votre demande n’a pas pu être envoyée. Merci de réessayer.',
  invalid: 'Votre demande n’est pas encore complète\u00a0: corrigez les champs signalés.',
  honeypotLabel: 'Ne remplissez pas ce champ',
};

/**
 * Past the hourly limit (the server's answer): the studio's phone and e-mail,
 * so the visitor is not stuck. Apart from `inquiryForm`, whose words the
 * form's script carries, as `inquiryNotice` is.
 */
export const inquiryTooMany = `Trop de demandes depuis votre connexion (un bureau partagé, peut-être). Réessayez dans une heure, ou joignez-moi directement\u00a0: ${formatPhone(site.phone)}, ${site.email}.`;

/**
 * GDPR art. 13 where the quote form collects the data: who, why, on which
 * basis (steps taken at the prospect's request before a contract: no consent
 * box pretends to be the basis), how long; the form links the policy.
 */
export const inquiryNotice = `Responsable du traitement\u00a0: ${publisherName} (${legalIdentity.publisher.tradeName}). Vos réponses servent uniquement à étudier votre demande et à y répondre (mesures précontractuelles prises à votre demande). Elles sont conservées ${inquiryRetention.inWords} après le dernier échange. Pour en savoir plus et exercer vos droits\u00a0:`;

/** The page a quote request lands on once sent (/Demande_envoyee). */
export const inquiryThanks = {
  title: 'Demande envoyée',
  description: 'Votre demande de devis est bien arrivée.',
  heading: 'Merci, votre demande est bien arrivée',
  text: 'Je la lis et vous réponds sous deux jours ouvrés, à l’adresse e-mail que vous avez indiquée. Si c’est urgent, appelez-moi.',
  recapHeading: 'Ce que vous m’avez envoyé',
  bookingText: 'Pour en parler de vive voix, réservez trente minutes quand cela vous arrange.',
  booking: 'Prendre rendez-vous',
  back: 'Retour à l’accueil',
};

/**
 * The pages a sign-up sent without script lands on: /Inscription_enregistree
 * (single opt-in), /Inscription_a_confirmer (double opt-in).
 */
export const signupDone = {
  title: 'Inscription enregistrée',
  description: 'Votre inscription pour connaître la date de sortie de Kaouka est enregistrée.',
  toConfirm: {
    title: 'Inscription à confirmer',
    description:
      'Votre inscription pour connaître la date de sortie de Kaouka est enregistrée\u00a0: confirmez-la depuis l’e-mail reçu.',
  },
};

/** Each field's short name, where a request is read back: the owner's e-mail, the thank-you page. */
export const inquiryFieldNames = {
  name: 'Nom',
  email: 'E-mail',
  company: 'Entreprise',
  phone: 'Téléphone',
  offer: 'Offre',
  budget: 'Budget',
  message: 'Message',
} as const;

/** The owner's e-mail about a new request. */
export const inquiryOwnerEmail = {
  /** The subject line's first words, by kind of subject (shared/inquiry-api.ts). */
  subjects: {
    project: 'Demande de devis',
    mission: 'Proposition de mission',
    training: 'Demande de formation',
  },
  noSubject: 'sujet non précisé',
  noBudget: 'non précisé',
  unverifiedTag: 'non vérifié',
  intro: 'Une nouvelle demande de devis est arrivée par le formulaire du site.',
  unverified:
    'Cette demande est arrivée sans la preuve de calcul que fait le navigateur (JavaScript désactivé, ou un robot)\u00a0: elle est peut-être indésirable.',
  replyHint: 'Répondez simplement à cet e-mail\u00a0: votre réponse ira à la personne qui a écrit.',
  labels: {
    ...inquiryFieldNames,
    page: 'Page',
    receivedAt: 'Reçue le',
    id: 'Référence',
  },
  none: '—',
  footer: `Vous recevez cet e-mail parce que votre adresse est celle du propriétaire du site (OWNER_EMAIL). La demande reste enregistrée\u00a0: deploy/bin/studio inquiries show <référence>. Elle est conservée ${inquiryRetention.inWords} après le dernier échange, puis effacée par deploy/bin/studio inquiries purge\u00a0; cet e-mail en est une copie, à supprimer de votre messagerie au même terme. Si la personne demande l’effacement de ses données\u00a0: deploy/bin/studio inquiries delete <référence>, puis supprimez cet e-mail.`,
};
