// The rest of the CV shown on /CV, around the experience of cv.ts: the
// summary under the name, the skills, the education and the languages.
// Fictional defaults: replace them with the owner's own.

import { site } from './site.ts';
import { ownerRole } from './voice.ts';

export interface SkillGroup {
  readonly name: string;
  readonly skills: readonly string[];
}

export interface Education {
  readonly title: string;
  readonly school: string;
  readonly place: string;
  /** The year the diploma was awarded. */
  readonly year: number;
}

export interface SpokenLanguage {
  readonly language: string;
  /** In words, with the CEFR level when there is one (« courant, C1 »). */
  readonly level: string;
}

export interface CvProfile {
  readonly summary: string;
  readonly skills: readonly SkillGroup[];
  readonly education: readonly Education[];
  readonly languages: readonly SpokenLanguage[];
}

/** /CV's title and its description in search results. */
export const cvPage = {
  title: `CV de ${site.contactName}`,
  description: `Le CV de ${site.contactName}, ${ownerRole.toLocaleLowerCase('fr-FR')}\u00a0: expériences, compétences, formation et langues.`,
} as const;

export const cvProfile: CvProfile = {
  summary:
    'Plus de dix ans de développement, du micrologiciel de capteurs aux applications web et mobiles utilisées chaque jour. Je conçois, je livre et je maintiens des logiciels sobres, testés et accessibles, en parlant le langage de mes clients.',
  skills: [
    {
      name: 'Langages',
      skills: ['TypeScript', 'JavaScript', 'Swift', 'Kotlin', 'Python', 'C', 'SQL'],
    },
    {
      name: 'Web et serveur',
      skills: ['React', 'Angular', 'Node.js', 'Fastify', 'PostgreSQL', 'Redis'],
    },
    { name: 'Mobile', skills: ['iOS', 'Android', 'Publication sur les magasins'] },
    {
      name: 'Méthodes',
      skills: [
        'Tests automatisés',
        'Intégration continue',
        'Accessibilité',
        'Sécurité applicative',
      ],
    },
  ],
  education: [
    {
      title: 'Diplôme d’ingénieur en informatique, par alternance',
      school: 'École d’ingénieurs publique',
      place: 'Grenoble',
      year: 2016,
    },
    {
      title: 'DUT Génie électrique et informatique industrielle',
      school: 'Institut universitaire de technologie',
      place: 'Grenoble',
      year: 2014,
    },
  ],
  languages: [
    { language: 'Français', level: 'langue maternelle' },
    { language: 'Anglais', level: 'courant, C1' },
    { language: 'Espagnol', level: 'intermédiaire, B1' },
  ],
};
