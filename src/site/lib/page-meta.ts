import { site } from '../../content/site.ts';

export interface PageMeta {
  /** The page's own title; the studio's name is appended. */
  readonly title: string;
  readonly description: string;
  /** When the page's content last changed (`YYYY-MM-DD`), for pages whose content is dated: the sitemap's `lastmod`. */
  readonly updated?: string;
}

/** What search results show of a title and of a description before cutting them. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

/**
 * The page's title, followed by the studio's name when both fit in what a
 * search result shows; a longer title goes alone rather than cut.
 */
export function formatTitle(title: string): string {
  const full = `${title} · ${site.studioName}`;
  return title === site.studioName || full.length > TITLE_MAX ? title : full;
}
