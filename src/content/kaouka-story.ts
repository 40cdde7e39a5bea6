// Kaouka's story, told once: where the app stands on each platform and what
// happens to positions. The case study, the CV, /Kaouka, the sign-up page and
// both e-mails read the status from here; the privacy policy states the same
// about positions (kaouka-privacy-data-fr.ts, « Géolocalisation »). Apart
// from kaouka.ts (the pages' text) so the landing page's bundle, which shows
// the case study, carries only these few facts.

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

/** « Publié sur l’App Store ; la version Android arrive bientôt. »: the status in one sentence. */
export const kaoukaStatus = `Publié sur ${kaoukaPlatforms.ios.store}\u00a0; la version ${upcomingPlatform.device} arrive bientôt, et l’on peut s’inscrire pour connaître sa date de sortie.`;

/**
 * What becomes of positions, as the privacy policy says it: others see a
 * rounded distance, the server keeps the last known position only.
 */
export const kaoukaPositions = `les autres utilisateurs ne voient qu’une distance arrondie à ${String(DISTANCE_STEP_METRES)}\u00a0mètres près, et le serveur ne garde que la dernière position connue, sans historique des déplacements`;
