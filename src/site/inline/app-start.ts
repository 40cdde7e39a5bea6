/** The site's display face (docs/decisions/011), which the start script adds to the page. */
export interface DisplayFace {
  /** Its family, as the stylesheet names it. */
  readonly family: string;
  /** The address of its file (WOFF2). */
  readonly source: string;
  /**
   * The rest of its @font-face rule, as the FontFace constructor names it:
   * `weight`, `display`, `sizeAdjust`, `ascentOverride`…
   */
  readonly descriptors: Readonly<Record<string, string>>;
}

/**
 * What a prerendered page's start script (start-app.ts) needs to know, written
 * by the build (scripts/prerender.ts) into a JSON block of the page.
 */
export interface AppStart {
  /** The site's whole stylesheet, fetched once the page has painted, before any module. */
  readonly stylesheet: string;
  /** The display face, fetched with the stylesheet and added once its bytes are there. */
  readonly face: DisplayFace;
  /**
   * The module scripts to run, one after the other, each in a task of its own:
   * React, then the application's entry (which imports it, already evaluated).
   */
  readonly scripts: readonly string[];
  /** Modules fetched alongside them: the entry's other imports and the page's own chunks. */
  readonly modules: readonly string[];
}

/** The id of the `<script type="application/json">` block holding the page's `AppStart`. */
export const APP_START_ID = 'app-start';
