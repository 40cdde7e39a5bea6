import { describe, expect, it } from 'vitest';
import { firstPaintWaitsFor } from './first-view.ts';

describe('firstPaintWaitsFor', () => {
  it('is nothing on a page that marks no first view: it paints as it comes', () => {
    expect(
      firstPaintWaitsFor('<header></header><main id="contenu"><h1>Titre</h1></main>'),
    ).toBeUndefined();
  });

  it('is the last element the page marks as its first view', () => {
    const markup =
      '<main><section class="a" data-first-view="" id="accueil"><h1>Titre</h1></section>' +
      '<section id="suite" aria-labelledby="qui" data-first-view=""><h2 id="qui">Qui</h2></section>' +
      '<section id="plus-loin"></section></main>';
    expect(firstPaintWaitsFor(markup)).toBe('suite');
  });

  it('refuses a first view the first paint could not name', () => {
    expect(() => firstPaintWaitsFor('<section class="a" data-first-view=""></section>')).toThrow(
      /needs an id/,
    );
  });
});
