import { createContext, useContext, useEffect } from 'react';
import { formatTitle, type PageMeta } from './page-meta.ts';

export type { PageMeta };

/** How a build-time render records the page's title and description for its <head>. */
export type PageMetaRecorder = (meta: PageMeta) => void;

/** Provided only by the build's prerender (src/site/prerender.tsx); absent in the browser. */
export const PageMetaRecorderContext = createContext<PageMetaRecorder | null>(null);

/**
 * The page's title and meta description. At build time they are recorded for
 * the prerendered page's <head> (with its canonical and preview tags); in the
 * browser they are set when the page is shown after a navigation.
 */
export function usePageMeta(meta: PageMeta): void {
  const recorder = useContext(PageMetaRecorderContext);
  // A build-time render never runs effects: the page's meta is read here,
  // during render, where the page computes it.
  recorder?.(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = formatTitle(title);
    let element = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      document.head.append(element);
    }
    element.content = description;
  }, [title, description]);
}
