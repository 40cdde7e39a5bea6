// The text of Kaouka's page (/Kaouka) and of its iPhone page
// (/Kaouka_app_apple); where the app stands comes from kaouka-story.ts.

import { kaoukaPlatforms, upcomingPlatform } from './kaouka-story.ts';

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
  lead: `Kaouka est sur ${kaoukaPlatforms.ios.store}\u00a0: téléchargez-le, ou retrouvez l’application et ses nouveautés sur la page que je lui consacre.`,
  featuresHeading: 'Ce que fait l’application',
  /** The studio's own badge (not Apple's: it does not lead to the App Store). */
  badge: { small: 'Découvrir Kaouka', big: 'sur le site du studio' },
};
