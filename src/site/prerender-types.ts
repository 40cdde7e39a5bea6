import type { AppStart } from './inline/app-start.ts';
import type { PageMeta } from './lib/page-meta.ts';

export interface RenderedPage {
  /** The page's markup, as the browser's first render produces it, so `hydrateRoot` adopts it. */
  readonly markup: string;
  /** The title and description the page asked for (`usePageMeta`). */
  readonly meta: PageMeta;
}

export interface DocumentProps {
  readonly meta: PageMeta;
  /** The page's absolute address, for search engines and link previews; none for the 404 page. */
  readonly canonical: string | undefined;
  /** The document's language, and the absolute addresses of its translations (hreflang). */
  readonly lang: 'fr' | 'en';
  readonly alternates: readonly { readonly lang: 'fr' | 'en'; readonly href: string }[];
  /** False: search engines are asked not to list the page. */
  readonly indexed: boolean;
  /** The page's link-preview image (1200×630 PNG), at its absolute address. */
  readonly previewImage: string | undefined;
  /** The page's structured data (schema.org nodes), written as JSON-LD. */
  readonly structuredData: readonly object[];
  readonly basePath: string;
  /** The rules of the stylesheet the page's markup uses, inline: painting waits for no request. */
  readonly css: string;
  /**
   * The site's icon as a `data:` address: the page names it without a request
   * of its own, which would compete with the first paint on a slow link.
   */
  readonly icon: string;
  /** Inline scripts run in <head>, before anything paints (scripts/inline-scripts.ts). */
  readonly headScripts: readonly string[];
  /** Inline scripts run at the end of <body>, once the page's markup is parsed. */
  readonly bodyScripts: readonly string[];
  /** The stylesheets a page read without script links: the display face's rule, then the site's. */
  readonly withoutScript: readonly string[];
  readonly appStart: AppStart;
  /** The page as the application renders it at build time, adopted by `hydrateRoot`. */
  readonly markup: string;
}

/** What the SSR bundle (src/site/prerender.tsx) exports to scripts/prerender.ts. */
export interface PrerenderEntry {
  readonly renderPage: (location: string, basename: string) => Promise<RenderedPage>;
  readonly renderDocument: (props: DocumentProps) => string;
}
