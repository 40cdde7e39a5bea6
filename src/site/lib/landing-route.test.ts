import { describe, expect, it } from 'vitest';
import { CLEAR_PRERENDER_SCRIPT, isLandingHash } from './landing-route.ts';

const hashes: ReadonlyArray<[string, boolean]> = [
  ['', true],
  ['#', true],
  ['#/', true],
  ['#/?utm_source=x', true],
  ['#?x', true],
  ['#/#haut', true],
  ['#/Website', false],
  ['#/Website#contact', false],
  ['#/Offer?offre=x', false],
  ['#/page-inconnue', false],
];

describe('isLandingHash', () => {
  it.each(hashes)('tells whether %j opens the landing page (%s)', (hash, landing) => {
    expect(isLandingHash(hash)).toBe(landing);
  });
});

describe('the inline script that clears the prerendered landing page', () => {
  it.each(hashes)('keeps the markup for %j only on the landing page (%s)', (hash, landing) => {
    document.body.innerHTML = '<div id="root"><h1>Accueil</h1></div>';
    // The script reads `location.hash`: run it with that hash in scope.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string by design
    const run = new Function('location', CLEAR_PRERENDER_SCRIPT) as (location: {
      hash: string;
    }) => void;
    run({ hash });
    expect(document.getElementById('root')?.hasChildNodes()).toBe(landing);
  });
});
