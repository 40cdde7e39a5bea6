// The team shown on /Team: the owner (from site.ts, so the name, the phone
// and the grammar are written once) and the independent partners brought in
// when a project needs them. Fictional people and numbers from the range
// reserved for fiction (01 99 00 xx xx): replace them with the real team.

import { site } from './site.ts';
import { capitalised, ownerDeveloper, ownerFounderOf } from './voice.ts';
import type { TeamMember } from './types.ts';

/** /Team's title (its h1 too) and its description in search results. */
export const teamPage = {
  title: 'L’équipe',
  description: `Les personnes de ${site.studioName}, leur rôle et leur numéro de téléphone.`,
} as const;

/** The lead of /Team, under its title. */
export const teamIntro =
  'Je mène chaque projet moi-même et je m’entoure, quand il le demande, de partenaires indépendants avec qui je travaille depuis longtemps. Chacun reste votre interlocuteur direct sur son sujet.';

export const team: readonly TeamMember[] = [
  {
    name: site.contactName,
    role: `${capitalised(ownerFounderOf)} ${site.studioName}, ${ownerDeveloper} web et mobile`,
    bio: 'Mène chaque projet de bout en bout et en écrit le code, du cadrage avec le client jusqu’à la mise en production.',
    phone: site.phone,
  },
  {
    name: 'Yanis Démo',
    role: 'Développeur mobile indépendant, partenaire du studio',
    bio: 'Vient en renfort sur les projets mobiles les plus importants, avec votre accord écrit\u00a0: il code une partie des écrans iOS et Android sous ma conduite, et accompagne leur publication sur les magasins.',
    phone: '+33199002102',
  },
  {
    name: 'Léa Modèle',
    role: 'Designer d’interfaces indépendante, partenaire du studio',
    bio: 'Dessine les parcours et les écrans avant que je les code, et vérifie avec vous qu’ils restent simples et accessibles à tous.',
    phone: '+33199002103',
  },
];
