import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

/** A tenth offer in the owner's own words, priced at the day rate, its text not repeating the duration. */
const TENTH_OFFER = `import type { Offer } from '../types.ts';

export const auditAccessibilite: Offer = {
  slug: 'audit-accessibilite',
  title: 'Audit d’accessibilité',
  description:
    'Vérifier qu’un site se lit au clavier, au lecteur d’écran et en fort zoom, avec un rapport priorisé.',
  paragraphs: [
    'Un visiteur sur cinq vit avec un handicap, et beaucoup quittent un site qu’ils ne peuvent pas parcourir au clavier. Je passe vos pages principales au crible du RGAA, outil par outil et à la main.',
    'Chaque défaut relevé est classé par gravité, avec la correction proposée et la page où il apparaît.',
  ],
  deliverables: [
    'un rapport d’audit de dix pages au plus\\u00a0;',
    'la liste des corrections, classées par priorité.',
  ],
  engagement: 'Une heure d’échange pour choisir les pages, puis le rapport présenté en visioconférence.',
  clientProvides: ['l’accès aux pages à auditer, en recette ou en production.'],
  excluded: ['les corrections elles-mêmes, chiffrées à part.'],
  confidentiality: 'Les comptes de test que vous me confiez sont supprimés à la remise du rapport.',
  price: {
    kind: 'time',
    halfDays: 4,
    buys: 'l’audit de dix pages',
    from: true,
    scope: {
      covers: 'dix pages d’un même site',
      moves: 'chaque lot de cinq pages de plus ajoute une demi-journée',
    },
  },
  typicalDays: { min: 2, max: 4 },
};
`;

/** `file` of `root` with each [from, to] replaced once; a `from` not found fails the test. */
function edit(root: string, file: string, changes: readonly (readonly [string, string])[]): void {
  const path = join(root, file);
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of changes) {
    expect(text, `${file} holds ${from}`).toContain(from);
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}

/**
 * The README's promise (« change the identity, the phone numbers, the prices
 * or the number of offers and `npm test` stays green »), held on a copy of
 * the project made the owner's as the owner review did: another trade name
 * holding « Logiciel », another name and voice, a tenth offer in their own
 * words whose text does not repeat its duration. The content tests run on
 * that copy as `npm test` runs them.
 */
describe('the content tests on an owner’s own content', () => {
  it('pass on a changed identity with a tenth offer', { timeout: 600_000 }, () => {
    const root = mkdtempSync(join(tmpdir(), 'owner-content-'));
    onTestFinished(() => {
      rmSync(root, { recursive: true, force: true });
    });
    for (const entry of ['src', 'scripts', 'tests', 'public', 'fonts']) {
      cpSync(entry, join(root, entry), { recursive: true });
    }
    for (const file of ['package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.base.json']) {
      cpSync(file, join(root, file));
    }
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'));

    edit(root, 'src/content/site.ts', [
      ["studioName: 'Studio Exemple'", "studioName: 'Moreau Logiciel'"],
      ["contactName: 'Camille Exemple'", "contactName: 'Julien Moreau'"],
      ["voice: 'feminine'", "voice: 'masculine'"],
    ]);
    writeFileSync(join(root, 'src/content/offers/audit-accessibilite.ts'), TENTH_OFFER);
    edit(root, 'src/content/offers.ts', [
      [
        'import { applicationsMobiles }',
        "import { auditAccessibilite } from './offers/audit-accessibilite.ts';\nimport { applicationsMobiles }",
      ],
      [
        'offers: [optimisationDesPerformances, securiteApplicative]',
        'offers: [optimisationDesPerformances, securiteApplicative, auditAccessibilite]',
      ],
    ]);

    const run = spawnSync(
      process.execPath,
      [resolve('node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', 'src/content'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    // The tenth offer's wording warnings are the build's to print, not a failure here.
    expect(output).not.toMatch(/FAIL|failed/);
    expect(run.status, output.slice(-4000)).toBe(0);
    // Every content test file ran (none filtered out by the copy).
    const files = readdirSync('src/content').filter((file) => file.endsWith('.test.ts'));
    expect(output).toContain(`Test Files  ${String(files.length)} passed`);
  });
});
