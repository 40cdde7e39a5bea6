import { site } from '../../content/site.ts';

export interface PageMeta {
  /** The page's own title; the studio's name is appended. */
  readonly title: string;
  readonly description: string;
}

export function formatTitle(title: string): string {
  return title === site.studioName ? title : `${title} · ${site.studioName}`;
}
