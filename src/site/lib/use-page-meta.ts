import { createContext, useContext } from 'react';
import type { PageMeta } from './page-meta.ts';

export type { PageMeta };

/** How a build-time render records the page's title and description for its <head>. */
export type PageMetaRecorder = (meta: PageMeta) => void;

/** Provided by the build's render (src/site/static-page.tsx). */
export const PageMetaRecorderContext = createContext<PageMetaRecorder | null>(null);

/**
 * The page's title and meta description, recorded at build time for its
 * <head> (with its canonical and preview tags: src/site/layout.astro).
 */
export function usePageMeta(meta: PageMeta): void {
  // A build-time render runs no effects: the page's meta is read here, during render.
  useContext(PageMetaRecorderContext)?.(meta);
}
