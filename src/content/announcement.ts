import { signupRetention } from './legal-identity.ts';
import { site } from './site.ts';

/**
 * The e-mail that tells each signed-up person the release date. `{date}` is
 * replaced by the date written in French (« lundi 15\u00a0mars 2027 »).
 * The Google Play address is a fictional default, like the links in site.ts.
 */
export const announcement = {
  subject: 'Kaouka sort le {date}',
  greeting: 'Bonjour,',
  paragraphs: [
    'Vous m’aviez laissé votre adresse pour connaître la date de sortie de Kaouka sur Android. La voici\u00a0: l’application sera disponible le {date}.',
    'Kaouka vous permet de publier sous pseudonyme photos, vidéos, sons et textes, et d’échanger avec les personnes autour de vous, sans jamais partager votre position exacte.',
  ],
  storesIntro: 'Pour l’installer\u00a0:',
  stores: [
    {
      label: 'Google Play',
      href: 'https://play.google.com/store/apps/details?id=fr.example.kaouka',
    },
    { label: 'App Store', href: site.links.appStore },
  ],
  signature: 'À très vite,',
  footer: `Vous recevez ce message unique parce que vous avez laissé votre adresse sur le site de ${site.studioName} pour connaître la date de sortie de Kaouka. Je ne vous écrirai pas d’autre message. ${signupRetention.sentence} Pour l’effacer sans attendre, utilisez le lien ci-dessous.`,
  unsubscribeLabel: 'Me désinscrire et effacer mon adresse',
};
