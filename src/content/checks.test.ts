import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentChecks, contentProblems, wordingWarnings } from './checks.ts';
import { offerFamilies, offers } from './offers.ts';
import { frenchText } from './text-schemas.ts';

describe('the content checked against the schemas its types come from', () => {
  it('matches every schema', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('names the collection, the place and the rule of each problem', () => {
    const schema = z.object({ items: z.array(z.object({ title: frenchText })) });
    const problems = contentProblems([
      { name: 'demo.ts', schema, value: { items: [{ title: 'Bon' }, { title: "l'erreur" }] } },
    ]);
    expect(problems).toEqual(['demo.ts › items.1.title: use the typographic apostrophe ’']);
  });

  it('checks each collection once', () => {
    const names = contentChecks.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the wording of the offers', () => {
  // No test that the offers as they are raise no warning: the owner's own
  // wording may (the build prints the warnings and goes on), and `npm test`
  // stays green on it (issue 46).
  it('lets a new offer that repeats another’s wording build, with a warning naming both', () => {
    const [first] = offers;
    if (!first) throw new Error('no offer');
    const newcomer = { ...first, slug: 'nouvelle-offre', title: 'Une nouvelle offre' };
    const families = [...offerFamilies, { ...offerFamilies[0], offers: [newcomer] }];
    const withNewcomer = contentChecks.map((check) =>
      check.name === 'offers.ts: offerFamilies' ? { ...check, value: families } : check,
    );
    expect(contentProblems(withNewcomer)).toEqual([]);
    const warnings = wordingWarnings([...offers, newcomer]);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.join('\n')).toMatch(new RegExp(`nouvelle-offre.*${first.slug}`, 'u'));
  });
});
