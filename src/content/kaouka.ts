// Kaouka's story, told once: where the app stands on each platform, what
// happens to positions, and the text of its page (/Kaouka) and of its iPhone
// page (/Kaouka_app_apple). The case study, the CV, the sign-up page and both
// e-mails read the status from here; the privacy policy states the same about
// positions (kaouka-privacy-data-fr.ts, « Géolocalisation »).

import { site } from './site.ts';
import { DISTANCE_STEP_METRES } from './terms-articles.ts';

/**
 * Each platform and where the app stands on it: `available` in its store, or
 * `coming` (the sign-up page, /Kaouka_app_android, gives its release date by
 * e-mail). When Android is out, its status changes here and every page,
 * the sign-up and the e-mails follow.
 */
export interface KaoukaPlatform {
  /** The phones it runs on, as a visitor names them: « iPhone », « Android ». */
  readonly device: string;
  /** The store, as French writes it in a sentence: « l’App Store », « Google Play ». */
  readonly store: string;
  readonly status: 'available' | 'coming';
  /** The app's page in that store (a fictional default until it exists: the go-live check refuses it). */
  readonly href: string;
}

export const kaoukaPlatforms: Readonly<Record<'ios' | 'android', KaoukaPlatform>> = {
  ios: { device: 'iPhone', store: 'l’App Store', status: 'available', href: site.links.appStore },
  android: {
    device: 'Android',
    store: 'Google Play',
    status: 'coming',
    href: 'https://play.google.com/store/apps/details?id=fr.example.kaouka',
  },
};

/** The platform the sign-up announces (the one still coming). */
export const upcomingPlatform = kaoukaPlatforms.android;

/** « Publiée sur l’App Store ; la version Android arrive bientôt. »: the status in one sentence. */
export const kaoukaStatus = `Publiée sur ${kaoukaPlatforms.ios.store}\u00a0; la version ${upcomingPlatform.device} arrive bientôt, et l’on peut s’inscrire pour connaître sa date de sortie.`;

/**
 * What becomes of positions, as the privacy policy says it: others see a
 * rounded distance, the server keeps the last known position only.
 */
export const kaoukaPositions = `les autres utilisateurs ne voient qu’une distance arrondie à ${String(DISTANCE_STEP_METRES)}\u00a0mètres près, et le serveur ne garde que la dernière position connue, sans historique des déplacements`;

export const kaoukaPage = {
  metaTitle: 'Kaouka, le réseau social local sous pseudonyme',
  metaDescription: `Kaouka\u00a0: publiez sous pseudonyme photos, vidéos, sons et textes, et échangez avec les personnes autour de vous. Sur ${kaoukaPlatforms.ios.store} et bientôt sur ${upcomingPlatform.store}.`,
  features: [
    'Un pseudonyme et une image de profil\u00a0: c’est tout ce que les autres voient de vous.',
    'Les publications des personnes proches, classées par distance approximative.',
    'Des messages privés, sans que votre position exacte soit jamais montrée aux autres.',
    'Le blocage d’un utilisateur en un geste.',
  ],
  /** The link to /Kaouka_app_apple, the iPhone page. */
  iphoneLink: 'Kaouka sur iPhone',
  /** The heading of the problem, what was built, the stack and the result. */
  caseHeading: 'Le projet en bref',
};

export const kaoukaApplePage = {
  title: 'Kaouka sur iPhone',
  description: `Téléchargez Kaouka sur ${kaoukaPlatforms.ios.store}, ou découvrez l’application et ses nouveautés sur la page que je lui consacre.`,
  lead: `Kaouka est sur ${kaoukaPlatforms.ios.store}\u00a0: téléchargez-la, ou retrouvez l’application et ses nouveautés sur la page que je lui consacre.`,
  /** The studio's own badge (not Apple's: it does not lead to the App Store). */
  badge: { small: 'Découvrir Kaouka', big: 'sur le site du studio' },
};
