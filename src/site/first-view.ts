/**
 * What a page that marks its first view (`data-first-view`, which
 * scripts/critical-css.ts also reads) waits for before its first paint
 * (`<link rel=expect>`, document.tsx): Chromium holds rendering until the
 * parser has inserted the element it names, the last one the page marks, so
 * everything written before it, the header included, is whole when the page
 * first paints. The rest of the page paints as it comes.
 *
 * Only such a page needs it: on a phone the landing page's portrait is
 * written after its title and cards but shown above them, and a paint taken
 * while the parser was between them moved the title and the cards 72 px
 * down once the portrait came (docs/decisions/019). Every other page's
 * markup is in the screen's order but for the header's row; waiting for the
 * header there too raised Lighthouse's TBT (on /CV, median of four runs, from
 * 9 to 46 ms), for a shift of the header seen once, on /, in some 360 runs.
 */

const FIRST_VIEW_TAG = /<[a-z][a-z0-9]*\b[^>]*\sdata-first-view=""[^>]*>/g;

/** The id of the element the first paint of a page with this markup waits for, if any. */
export function firstPaintWaitsFor(markup: string): string | undefined {
  const last = [...markup.matchAll(FIRST_VIEW_TAG)].at(-1)?.[0];
  if (last === undefined) return undefined;
  const id = /\sid="([^"]+)"/.exec(last)?.[1];
  if (id === undefined) {
    throw new Error(`first view: the first paint waits for ${last}, which needs an id`);
  }
  return id;
}
