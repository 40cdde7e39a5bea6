/**
 * What a prerendered page's start script (start-app.ts) needs to know, written
 * by the build (scripts/prerender.ts) into a JSON block of the page.
 */
export interface AppStart {
  /** The site's whole stylesheet, fetched once the page has painted, before any module. */
  readonly stylesheet: string;
  /** The application's entry module. */
  readonly entry: string;
  /** Modules fetched alongside it: its imports and the page's own chunks. */
  readonly modules: readonly string[];
}

/** The id of the `<script type="application/json">` block holding the page's `AppStart`. */
export const APP_START_ID = 'app-start';
