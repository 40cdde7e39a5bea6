// Who the studio works for: the first screen names each kind of client and
// leads it to what the studio does for it (issue 35). The owner's copy: edit
// freely; each door names a page of the site (a key of src/shared/paths.ts)
// and, if it opens further down, the id of a section of that page
// (tests/e2e/first-screen.spec.ts follows each). What /Website says to
// independents and shops is in offers.ts.

import type { paths } from '../shared/paths.ts';

export interface Audience {
  /** Short, in the first screen's proof strip. */
  readonly label: string;
  readonly page: keyof typeof paths;
  /** The id of the section where the door opens, if not the page's top. */
  readonly section?: string;
}

export const audiences: readonly Audience[] = [
  { label: 'Indépendants et commerces', page: 'website', section: 'independants' },
  { label: 'PME', page: 'website', section: 'famille-automatiser' },
  { label: 'Équipes techniques', page: 'cv' },
  { label: 'Responsables formation', page: 'formation' },
];
