// The rest of the CV shown on /CV, around the experience of cv.ts: the
// summary under the name, what a buyer of days needs (availability, where the
// work is done), the skills, the education and the languages.
// Fictional defaults: replace them with the owner's own. The example's
// availability is marked `example: true`: the go-live check refuses a live
// build until the owner states their own.

import { formatLongDate } from '../shared/french-format.ts';
import { site } from './site.ts';
import { ownerRole } from './voice.ts';

export interface SkillGroup {
  readonly name: string;
  readonly skills: readonly string[];
}

export interface Education {
  readonly title: string;
  /** What the school is (« École d’ingénieurs publique »). */
  readonly school: string;
  /** Its name, for a buyer who checks it; `example: true` while a placeholder (go-live.ts refuses it). */
  readonly schoolName?: { readonly name: string; readonly example?: true };
  readonly place: string;
  /** The year the diploma was awarded. */
  readonly year: number;
}

export interface SpokenLanguage {
  readonly language: string;
  /** In words, with the CEFR level when there is one (« courant, C1 »). */
  readonly level: string;
}

/** When the owner can start a mission. */
export interface Availability {
  /** The first day (`YYYY-MM-DD`); from that day on, the CV says « dès maintenant ». */
  readonly from: string;
  /** A sentence after the date, if any (« À temps plein ou à 80 %… »). */
  readonly note?: string;
  /** The example's placeholder: the go-live check refuses it (go-live.ts). */
  readonly example?: boolean;
}

export interface CvProfile {
  readonly summary: string;
  readonly availability: Availability;
  /** Where and how the work is done: remote or on site, travel, part time; one or two short sentences. */
  readonly workTerms: readonly string[];
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
  availability: {
    from: '2027-01-04',
    note: 'À temps plein ou à 80\u00a0%, pour trois mois ou plus.',
    example: true,
  },
  workTerms: [
    'Télétravail, ou sur site en Île-de-France jusqu’à trois jours par semaine.',
    'Déplacements ponctuels en France, frais en sus.',
  ],
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
      schoolName: { name: 'École d’ingénieurs Exemple', example: true },
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

/**
 * The availability as the CV states it, judged on `today` (`YYYY-MM-DD`):
 * « Disponible à partir du 4\u00a0janvier 2027. » before the day,
 * « Disponible dès maintenant. » from that day on.
 */
export function availabilityText({ from }: Availability, today: string): string {
  return from <= today
    ? 'Disponible dès maintenant.'
    : `Disponible à partir du ${formatLongDate(from)}.`;
}
