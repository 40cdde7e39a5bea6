import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentChecks, contentProblems } from './checks.ts';
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
