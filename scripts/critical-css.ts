/**
 * The rules of the site's stylesheet that a prerendered page needs to paint
 * (docs/decisions/005): Beasties keeps those whose selectors match the page's
 * markup (the frame and the page itself) and their animations; the site's
 * faces are declared in every page, so that the text paints in them; then the
 * rules that cannot change the first paint are left to the linked stylesheet:
 * print styles, states a visitor reaches only by pointing or focusing, and
 * what only shows once something changes or is pointed at (transitions, cursors).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import postcss from 'postcss';

export interface CriticalCssOptions {
  /** The built site: the stylesheet's file is read from it. */
  readonly distDir: string;
  readonly basePath: string;
  /** The stylesheet's address, as the document links it. */
  readonly stylesheet: string;
}

/** Declarations that draw nothing until the page changes or is pointed at. */
const NOT_PAINTED = /^(?:transition|cursor$|resize$)/;

/** A selector that matches only while the pointer or the focus is on an element. */
const INTERACTION_STATE = /:(?:hover|active|focus|focus-visible|focus-within)\b/;

/** `html` links the whole stylesheet; the result is the CSS to inline in it. */
export async function criticalCss(html: string, options: CriticalCssOptions): Promise<string> {
  const beasties = new Beasties({
    path: options.distDir,
    publicPath: options.basePath,
    // The document keeps its link where it is; only the inline rules are taken here.
    preload: false,
    pruneSource: false,
    reduceInlineStyles: false,
    // The faces are taken below: Beasties sees no face behind a custom property.
    inlineFonts: false,
    preloadFonts: false,
    // The theme script sets data-theme on <html> before the first paint: the
    // markup cannot show it, the visitor's choice must hold from the start.
    allowRules: [/\[data-theme/],
    logLevel: 'warn',
  });
  const processed = await beasties.process(html);
  const inline = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (inline === undefined) {
    throw new Error(`critical CSS: no rule of ${options.stylesheet} matches the page`);
  }
  const sheet = postcss.parse(inline);
  const whole = postcss.parse(
    await readFile(
      path.join(options.distDir, options.stylesheet.slice(options.basePath.length)),
      'utf8',
    ),
  );
  whole.walkAtRules('font-face', (face) => {
    sheet.prepend(face.clone());
  });
  sheet.walkAtRules('media', (media) => {
    if (media.params.trim() === 'print') media.remove();
  });
  sheet.walkDecls(NOT_PAINTED, (declaration) => {
    declaration.remove();
  });
  sheet.walkRules((rule) => {
    const painted = rule.selectors.filter((selector) => !INTERACTION_STATE.test(selector));
    if (painted.length === 0) rule.remove();
    else rule.selectors = painted;
  });
  sheet.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  sheet.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return sheet.toString().trim();
}
