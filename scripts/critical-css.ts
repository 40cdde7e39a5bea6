/**
 * The rules of the site's stylesheet that a prerendered page needs to paint
 * (docs/decisions/005): Beasties keeps those whose selectors match the page's
 * markup (the frame and the page itself) and their animations (the face
 * is not in the stylesheet: scripts/font-faces.ts); then the
 * rules that cannot change the first paint are left to the whole stylesheet:
 * print styles, states a visitor reaches only by pointing or focusing, and
 * what only shows once something changes or is pointed at (transitions, cursors).
 */
import beastiesModule from 'beasties';
import postcss from 'postcss';

export interface CriticalCssOptions {
  /** The built site: the stylesheet's file is read from it. */
  readonly distDir: string;
  readonly basePath: string;
  /** The stylesheet's address. */
  readonly stylesheet: string;
}

// TypeScript reads the package's types as CommonJS, so its default import as
// the module; at run time it is the class, which the types call `.default`.
const Beasties = beastiesModule as unknown as typeof beastiesModule.default;

/** Declarations that draw nothing until the page changes or is pointed at. */
const NOT_PAINTED = /^(?:transition|cursor$|resize$)/;

/** A selector that matches only while the pointer or the focus is on an element. */
const INTERACTION_STATE = /:(?:hover|active|focus|focus-visible|focus-within)\b/;

/**
 * The attribute of the elements a long page shows first (its `data-first-view`
 * sections): when a page marks some, only they and the frame's header count,
 * and the rest of its rules come with the whole stylesheet, right after the
 * first paint (docs/decisions/019). A page that marks none counts whole.
 */
const FIRST_VIEW = 'data-first-view=""';

/** The CSS to inline in the document `html` (which has none inline yet). */
export async function criticalCss(html: string, options: CriticalCssOptions): Promise<string> {
  const beasties = new Beasties({
    path: options.distDir,
    publicPath: options.basePath,
    // Only the inline rules are taken from the result.
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    // The stylesheet declares no face (scripts/font-faces.ts).
    inlineFonts: false,
    preloadFonts: false,
    // The theme script sets data-theme on <html> before the first paint (the
    // markup cannot show it); the page's root boxes and the skip link hold
    // whether or not a page marks its first view; Beasties cannot match
    // `:where(…)` (the controls' type, the button's narrow step), which
    // would otherwise change the size of buttons once the stylesheet applies.
    allowRules: [/\[data-theme/, /^#root$/, /^main$/, /^\.skip-link$/, /^:where\(/],
    logLevel: 'warn',
  });
  // Beasties reads the rules of the stylesheets a document links in its head,
  // and only within its containers when the document marks some.
  let input = html
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace('</head>', `<link rel="stylesheet" href="${options.stylesheet}"></head>`);
  if (input.includes(FIRST_VIEW)) {
    input = input
      .replaceAll(FIRST_VIEW, `${FIRST_VIEW} data-beasties-container=""`)
      .replace('<header ', '<header data-beasties-container="" ');
  }
  const processed = await beasties.process(input);
  const inline = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (inline === undefined) {
    throw new Error(`critical CSS: no rule of ${options.stylesheet} matches the page`);
  }
  const sheet = postcss.parse(inline);
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
