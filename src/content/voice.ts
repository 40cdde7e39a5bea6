// The grammar of the owner's « je »: every word of the copy that agrees with
// the owner is written here in its three forms, and the copy reads the form
// of `site.voice`. An owner changes one field of site.ts, never a sentence.
// One export per word, each pure: a form's script (an island) carries only
// the words it uses.

import { site } from './site.ts';

type Voice = (typeof site)['voice'];

/**
 * The owner's form of a word. `neutral` is an epicene wording (no agreement
 * at all), not a contracted « développeur·se ».
 */
function inVoice(forms: Readonly<Record<Voice, string>>): string {
  return forms[site.voice];
}

/** As a title, capitalised: « Développeuse indépendante ». */
export const ownerRole = /* @__PURE__ */ inVoice({
  feminine: 'Développeuse indépendante',
  masculine: 'Développeur indépendant',
  neutral: 'Spécialiste du logiciel, à son compte',
});

/** Before a specialty: « développeuse full‑stack », « développeuse d’applications mobiles ». */
export const ownerDeveloper = /* @__PURE__ */ inVoice({
  feminine: 'développeuse',
  masculine: 'développeur',
  neutral: 'spécialiste',
});

/** Before the studio's name: « fondatrice de Studio Exemple ». */
export const ownerFounderOf = /* @__PURE__ */ inVoice({
  feminine: 'fondatrice de',
  masculine: 'fondateur de',
  neutral: 'à la tête de',
});

/** The legal form the name « … EI » stands for (art. L526-22 C. com.). */
export const ownerSoleProprietor = /* @__PURE__ */ inVoice({
  feminine: 'entrepreneure individuelle',
  masculine: 'entrepreneur individuel',
  neutral: 'entreprise individuelle',
});

/** « Développeuse » from « développeuse »: a word opening a title or a sentence. */
export function capitalised(word: string): string {
  return word.charAt(0).toLocaleUpperCase('fr-FR') + word.slice(1);
}
