import { kaoukaPlatforms, upcomingPlatform } from './kaouka-story.ts';
import { signupRetention } from './legal-identity.ts';
import { site } from './site.ts';

/**
 * The e-mail that tells each signed-up person the release date. `{date}` is
 * replaced by the date written in French (« lundi 15\u00a0mars 2027 »).
 * The platform it announces and the stores come from kaouka.ts: the subject
 * says which platform arrives, since the iPhone app is already out.
 */
export const announcement = {
  subject: `Kaouka arrive sur ${upcomingPlatform.device} le {date}`,
  greeting: 'Bonjour,',
  paragraphs: [
    `Vous m’aviez laissé votre adresse pour connaître la date de sortie de Kaouka sur ${upcomingPlatform.device}. La voici\u00a0: l’application sera disponible sur ${upcomingPlatform.store} le {date}.`,
    'Kaouka vous permet de publier sous pseudonyme photos, vidéos, sons et textes, et d’échanger avec les personnes autour de vous, sans que votre position exacte soit jamais montrée aux autres.',
  ],
  storesIntro: 'Pour l’installer\u00a0:',
  stores: [
    { label: kaoukaPlatforms.android.store, href: kaoukaPlatforms.android.href },
    { label: 'App Store', href: kaoukaPlatforms.ios.href },
  ],
  signature: 'À très vite,',
  footer: `Ce message est le seul que vous recevrez\u00a0: vous aviez laissé votre adresse sur le site de ${site.studioName} pour connaître la date de sortie de Kaouka sur ${upcomingPlatform.device}. ${signupRetention.afterThisMessage} Pour l’effacer sans attendre, utilisez le lien ci-dessous.`,
  unsubscribeLabel: 'Me désinscrire et effacer mon adresse',
};
