import type { SiteIdentity } from './types.ts';

/**
 * The studio's identity. Every value here is a fictional default (example.fr
 * addresses, a phone number from the range reserved for fiction): replace them
 * with the owner's own before deploying.
 *
 * The voice of every text follows from it: the owner speaks for themself, in
 * the first person singular (« je »), to a client addressed as « vous », and
 * `voice` sets the grammar of that « je » (« développeuse », « développeur »
 * or an epicene wording: voice.ts). « Studio Exemple » is the trade name of
 * the owner's sole proprietorship (legal-identity.ts), not a company: no text
 * says « nous » for the studio. The other people of /Team are independent
 * partners brought in when a project needs them. Legal texts (terms, policy)
 * speak of « l’éditeur » in the third person and name the owner.
 */
export const site: SiteIdentity = {
  studioName: 'Studio Exemple',
  tagline: 'Expertise Logiciel',
  contactName: 'Camille Exemple',
  voice: 'feminine',
  /** E.164; every page writes it the French way (formatPhone). */
  phone: '+33199001234',
  email: 'contact@example.fr',
  url: 'https://www.example.fr',
  links: {
    booking: 'https://rendez-vous.example.fr/studio-exemple',
    github: 'https://github.com/studio-exemple',
    discord: 'https://discord.gg/studio-exemple',
    instagram: 'https://www.instagram.com/studio.exemple',
    linkedin: 'https://www.linkedin.com/in/studio-exemple',
    appStore: 'https://apps.apple.com/fr/app/kaouka/id0000000000',
    studioAppPage: 'https://www.example.fr/kaouka',
  },
  copyrightYear: 2023,
};
