import { useEffect } from 'react';
import { site } from '../../content/site.ts';

export interface PageMeta {
  /** The page's own title; the studio's name is appended. */
  readonly title: string;
  readonly description: string;
}

export function formatTitle(title: string): string {
  return title === site.studioName ? title : `${title} · ${site.studioName}`;
}

/** Sets the document's title and meta description for the current route. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = formatTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
