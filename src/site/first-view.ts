/**
 * What a page's first paint waits for (`<link rel=expect>`, document.tsx):
 * Chromium holds rendering until the parser has inserted the element it
 * names, so everything written before that element is whole when the page
 * first paints. Without the wait, a paint taken while the parser is still in
 * the first view shows part of it and then moves it, where the markup's order
 * is not the screen's: on a phone a paint taken inside the header moved its
 * « Rendez-vous » by up to 150 px, and one inside the landing page's first
 * screen moved the title and the cards 72 px down, when the portrait written
 * after them but shown above them came (docs/decisions/019).
 *
 * The element is the page's main, so that its header is whole; on a page
 * that marks its first view (`data-first-view`, which scripts/critical-css.ts
 * also reads), the last element it marks, so that the ones before are whole.
 * The rest of the page paints as it comes.
 */
import { MAIN_ID } from './components/root-layout.tsx';

const FIRST_VIEW_TAG = /<[a-z][a-z0-9]*\b[^>]*\sdata-first-view=""[^>]*>/g;

/** The id of the element the first paint of a page with this markup waits for. */
export function firstPaintWaitsFor(markup: string): string {
  const last = [...markup.matchAll(FIRST_VIEW_TAG)].at(-1)?.[0];
  if (last === undefined) return MAIN_ID;
  const id = /\sid="([^"]+)"/.exec(last)?.[1];
  if (id === undefined) {
    throw new Error(`first view: the first paint waits for ${last}, which needs an id`);
  }
  return id;
}
