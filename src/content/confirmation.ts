import { legalIdentity, signupRetention } from './legal-identity.ts';
import { upcomingPlatform } from './kaouka-story.ts';
import { site } from './site.ts';

/** The site's address as a reader recognises it: `www.example.fr`. */
const siteHost = new URL(site.url).host;

/**
 * Double opt-in (PRODUCT.md decision 16): the e-mail sent to a new address,
 * and the page its link opens, whose one button confirms.
 */
const period = signupRetention.unconfirmed.inWords;
export const confirmationEmail = {
  subject: `Kaouka sur ${upcomingPlatform.device}\u00a0: confirmez votre inscription`,
  greeting: 'Bonjour,',
  paragraphs: [
    `Votre adresse a été saisie sur le site de ${site.studioName} (${siteHost}) pour recevoir la date de sortie de Kaouka sur ${upcomingPlatform.device}.`,
    'Si c’est bien vous, confirmez-le en ouvrant ce lien puis en appuyant sur le bouton de la page\u00a0:',
  ],
  linkLabel: 'Confirmer mon inscription',
  ignore: `Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message\u00a0: sans confirmation, votre adresse sera effacée dans ${period} et vous ne recevrez rien d’autre.`,
  signature: 'À très vite,',
  /** Why this person receives this message. */
  footer: `Vous recevez ce message parce que votre adresse a été saisie dans le formulaire d’inscription du site de ${site.studioName}. ${signupRetention.onceConfirmed} Pour la faire effacer plus tôt, écrivez à ${legalIdentity.publisher.email}.`,
};

export const confirmationPage = {
  title: 'Confirmer mon inscription',
  description: `Confirmez votre adresse pour recevoir la date de sortie de Kaouka sur ${upcomingPlatform.device}.`,
  noScript:
    'Cette page a besoin de JavaScript pour confirmer votre inscription. Activez-le, puis rouvrez le lien reçu par e-mail.',
  intro: `Un dernier geste pour recevoir la date de sortie de Kaouka sur ${upcomingPlatform.device}\u00a0: confirmez votre inscription.`,
  confirm: 'Je confirme mon inscription',
  pending: 'Confirmation en cours…',
  done: 'C’est confirmé, merci\u00a0! Je vous écrirai dès que la date de sortie de Kaouka sera fixée.',
  invalid: `Ce lien de confirmation n’est pas valide, ou il a expiré (il est valable ${period}). Rien n’a été modifié. Vous pouvez vous inscrire de nouveau sur la page de Kaouka.`,
  missing:
    'Le lien de confirmation est incomplet\u00a0: il lui manque son code. Utilisez le lien complet reçu par e-mail.',
  unavailable:
    'Le service est momentanément indisponible, merci de réessayer dans quelques minutes.',
  failed: 'Une erreur est survenue, merci de réessayer.',
};

/**
 * Shown under « Enregistré » (SPEC's word) instead of the sign-up's thanks
 * when the server sends confirmation e-mails: nothing is « bien enregistré »
 * yet. The same words for a new and an already registered address (the
 * answer never tells which), so they promise an e-mail only where one is sent.
 */
export const confirmFromInbox = `Plus qu’une étape\u00a0: si cette adresse n’était pas encore inscrite, vous venez de recevoir un e-mail de confirmation. Ouvrez-le et confirmez votre inscription\u00a0; sans confirmation, l’adresse sera effacée dans ${period}.`;
