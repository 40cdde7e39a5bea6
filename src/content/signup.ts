import { kaoukaPlatforms, upcomingPlatform } from './kaouka-story.ts';
import { legalIdentity, publisherName, signupRetention } from './legal-identity.ts';

const device = upcomingPlatform.device;

/** The text of the pre-release sign-up page (/Kaouka_app_android). */
export const signupPage = {
  metaTitle: `Kaouka sur ${device}\u00a0: recevez la date de sortie`,
  metaDescription: `Laissez votre adresse e-mail pour connaître la date de sortie de Kaouka sur ${device}\u00a0: je vous écrirai dès qu’elle sera fixée.`,
  heading: `Installez Kaouka dès sa sortie sur ${device}`,
  intro: `Kaouka est déjà sur ${kaoukaPlatforms.ios.store} et arrive bientôt sur ${device}. Laissez votre adresse\u00a0: je vous écrirai pour vous donner la date de sortie, et rien d’autre (si un e-mail vous demande d’abord de confirmer votre adresse, c’est le seul autre), et vous pourrez l’installer dès le premier jour.`,
  emailLabel: 'Votre adresse e-mail',
  emailHint: 'Par exemple\u00a0: prenom@domaine.fr',
  submit: 'Je m’inscris',
  sending: 'Envoi en cours…',
  /** PRODUCT.md decision 7: this exact wording. */
  failure: 'Une erreur est survenue, merci de réessayer.',
  successTitle: 'Enregistré',
  /** Under « Enregistré » when the address is kept at once (single opt-in); confirmation.ts's `confirmFromInbox` otherwise. */
  successMessage: `Merci\u00a0! Votre adresse e-mail est bien enregistrée. Je vous enverrai la date de sortie de Kaouka sur ${device} dès qu’elle sera fixée.`,
  /**
   * What GDPR art. 13 asks to say where the address is collected: who
   * (controller), why (purpose), on which basis (consent), how long
   * (retention); the page follows it with the link to the whole policy.
   */
  notice: `Responsable du traitement\u00a0: ${publisherName} (${legalIdentity.publisher.tradeName}). Votre adresse sert uniquement à vous annoncer la sortie de Kaouka sur ${device}, sur la base de votre consentement, que vous pouvez retirer à tout moment. ${signupRetention.sentence} Pour en savoir plus et exercer vos droits\u00a0:`,
  /** Label of the honeypot field, which people never see. */
  honeypotLabel: 'Ne remplissez pas ce champ',
};
