// The grammar of the owner's « je »: every word of the copy that agrees with
// the owner is written here in its three forms, and the copy reads the form
// of `site.voice`. An owner changes one field of site.ts, never a sentence.

import { site } from './site.ts';

export type Voice = (typeof site)['voice'];

type Forms = Readonly<Record<Voice, string>>;

/**
 * The words that agree with the owner. `neutral` is an epicene wording (no
 * agreement at all), not a contracted « développeur·se ».
 */
const WORDS = {
  /** As a title, capitalised: « Développeuse indépendante ». */
  role: {
    feminine: 'Développeuse indépendante',
    masculine: 'Développeur indépendant',
    neutral: 'Spécialiste du développement logiciel, à son compte',
  },
  /** Before a specialty: « développeuse full‑stack », « développeuse d’applications mobiles ». */
  developer: { feminine: 'développeuse', masculine: 'développeur', neutral: 'spécialiste' },
  /** « par une développeuse indépendante ». */
  aDeveloper: {
    feminine: 'une développeuse indépendante',
    masculine: 'un développeur indépendant',
    neutral: 'une seule personne, à son compte',
  },
  /** Before the studio's name: « fondatrice de Studio Exemple ». */
  founderOf: { feminine: 'fondatrice de', masculine: 'fondateur de', neutral: 'à la tête de' },
  /** The legal form the name « … EI » stands for (art. L526-22 C. com.). */
  soleProprietor: {
    feminine: 'entrepreneure individuelle',
    masculine: 'entrepreneur individuel',
    neutral: 'entreprise individuelle',
  },
} as const satisfies Record<string, Forms>;

type Word = keyof typeof WORDS;

/** The words of the copy in `voice`'s forms. */
export function wordsFor(voice: Voice): Readonly<Record<Word, string>> {
  return Object.fromEntries(
    Object.entries(WORDS).map(([word, forms]) => [word, forms[voice]]),
  ) as Record<Word, string>; // Object.fromEntries loses the keys' type; they are WORDS' own.
}

/** The owner's words, in the voice site.ts sets. */
export const owner = wordsFor(site.voice);

/** « Développeuse » from « développeuse »: a word opening a title or a sentence. */
export function capitalised(word: string): string {
  return word.charAt(0).toLocaleUpperCase('fr-FR') + word.slice(1);
}
