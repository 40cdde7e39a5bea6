import { apiPaths, paths } from './paths.ts';
import { SITE_ORIGIN_FIELD } from './signup-api.ts';

/**
 * The quote-request API as both the page and the server see it (PRODUCT.md,
 * interface contract): `POST /api/inquiries`, form-encoded (a form without
 * script) or JSON (the page's script), with the same field names.
 */
export const INQUIRY_API_PATH = apiPaths.inquiries;
/** `GET`: a fresh proof-of-work challenge (ALTCHA), signed, carrying the time it was made. */
export const INQUIRY_CHALLENGE_PATH = apiPaths.inquiryChallenge;

/** The form's fields, named alike in the form, the JSON body and the error map. */
export const INQUIRY_FIELDS = [
  'name',
  'email',
  'company',
  'phone',
  'offer',
  'budget',
  'deadline',
  'start',
  'duration',
  'onSite',
  'participants',
  'dates',
  'funding',
  'message',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/**
 * What the form asks per kind of subject (decision 34): a project its
 * deadline, a mission its start, duration and days on site, a training its
 * participants, dates and funding. Each optional, one line; stored as labelled
 * lines before the message (inquiry-check.ts), so the owner reads them
 * wherever she reads the request.
 */
export const INQUIRY_DETAIL_FIELDS = {
  project: ['deadline'],
  mission: ['start', 'duration', 'onSite'],
  training: ['participants', 'dates', 'funding'],
} as const;
export type InquiryKind = keyof typeof INQUIRY_DETAIL_FIELDS;
export type InquiryDetailField = (typeof INQUIRY_DETAIL_FIELDS)[InquiryKind][number];
export const INQUIRY_DETAILS: readonly InquiryDetailField[] =
  Object.values(INQUIRY_DETAIL_FIELDS).flat();

/** Whether a field is one of the per-subject details. */
export function isDetail(field: InquiryField): field is InquiryDetailField {
  return (INQUIRY_DETAILS as readonly string[]).includes(field);
}

/** The detail fields' names, as the form labels them and the stored message reads them. */
export const inquiryDetailLabels: Readonly<Record<InquiryDetailField, string>> = {
  deadline: 'Échéance souhaitée (facultatif)',
  start: 'Date de début souhaitée (facultatif)',
  duration: 'Durée prévue (facultatif)',
  onSite: 'Jours sur site par semaine (facultatif)',
  participants: 'Nombre de participants (facultatif)',
  dates: 'Dates ou période souhaitées (facultatif)',
  funding: 'Financement (facultatif)',
};

/** The funding a training request may name (keys posted, labels shown and stored). */
export const inquiryFundings: readonly { readonly key: string; readonly label: string }[] = [
  { key: 'entreprise', label: 'Budget de l’entreprise' },
  { key: 'opco', label: 'OPCO, par un organisme certifié Qualiopi' },
  { key: 'inconnu', label: 'Je ne sais pas encore' },
];

/** The kind of a subject's value: `mission`, a training (`formation-…`), or a project. */
export function inquiryKind(subject: string | null | undefined): InquiryKind {
  if (subject === 'mission') return 'mission';
  if (subject?.startsWith('formation-')) return 'training';
  return 'project';
}

/** The hidden fields: the trap for bots, the solved proof of work, the page holding the form. */
export const INQUIRY_HONEYPOT = 'website';
export const INQUIRY_PROOF = 'altcha';
export const INQUIRY_PAGE = 'page';
/**
 * The page the visitor came to the form from (the page before the form's, or
 * where the visit's document began), sent by the page's script only: no
 * storage, no identifier; a path of the site or nothing.
 */
export const INQUIRY_CAME_FROM = 'from';
/** How the owner reads it, before the message. */
export const inquiryCameFromLabel = 'Venue de la page';
/** Where a form sent without script lands once stored: the thank-you page below the base path. */
export const INQUIRY_THANKS = 'thanks';
/** The hidden fields a form without script sends for its answer (its origin named as the sign-up form's). */
export const INQUIRY_HIDDEN_FIELDS = [INQUIRY_PAGE, INQUIRY_THANKS, SITE_ORIGIN_FIELD] as const;

export const inquiryLimits = {
  name: { min: 2, max: 120 },
  company: { max: 120 },
  phone: { max: 30 },
  message: { min: 20, max: 5000 },
  detail: { max: 120 },
} as const;

export const inquiryMessages = {
  nameMissing: 'Merci d’indiquer votre nom.',
  nameLength: `Votre nom doit compter entre ${inquiryLimits.name.min} et ${inquiryLimits.name.max}\u00a0caractères.`,
  companyLength: `Le nom de l’entreprise ne peut dépasser ${inquiryLimits.company.max}\u00a0caractères.`,
  phoneInvalid:
    'Ce numéro de téléphone n’est pas valide\u00a0: des chiffres, espaces, points, tirets et un «\u00a0+\u00a0» au début, par exemple 06\u00a012\u00a034\u00a056\u00a078.',
  offerUnknown: 'Choisissez une offre de la liste, ou «\u00a0Je ne sais pas encore\u00a0».',
  budgetUnknown: 'Choisissez une fourchette de budget de la liste.',
  messageMissing: 'Merci de décrire votre projet en quelques mots.',
  messageShort: `Votre message est un peu court\u00a0: décrivez votre projet en ${inquiryLimits.message.min}\u00a0caractères au moins.`,
  // The limit written out (src/content/inquiry.test.ts checks it): a call here would keep
  // this object in every bundle that imports the module.
  messageLong:
    'Votre message dépasse 5\u00a0000\u00a0caractères\u00a0: raccourcissez-le, ou joignez les détails dans un second échange.',
  detailLength: `Ce champ ne peut dépasser ${inquiryLimits.detail.max}\u00a0caractères.`,
  fundingUnknown: 'Choisissez un financement de la liste.',
  controlCharacters: 'Ce champ contient des caractères invisibles\u00a0: merci de le retaper.',
  badBody:
    'Requête invalide\u00a0: envoyez les champs du formulaire, en JSON ou encodés comme un formulaire.',
  tooSoon:
    'Votre demande est partie un peu vite\u00a0: merci de la renvoyer dans quelques secondes.',
  unavailable:
    'L’envoi est momentanément indisponible. Merci de réessayer plus tard, ou de m’écrire directement.',
} as const;

/** 201: stored (or a repeat, or turned away: the answer does not say which). */
export interface InquiryCreated {
  readonly status: 'received';
}

/** 400: a French message per field that needs fixing, or `error` for the request as a whole. */
export interface InquiryRefused {
  readonly error: string;
  readonly fields?: Partial<Record<InquiryField, string>>;
  /** 429 for a proof sent before the minimum fill time: send it again after these seconds. */
  readonly retryAfter?: number;
}

/** The thank-you page a request sent without script lands on (its path below the base path). */
export const INQUIRY_THANKS_PATH = paths.inquiryThanks;
