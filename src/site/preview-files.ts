import { htmlFileOf } from './page-list.ts';

/** Where a page's preview image goes: `og/Website.png`, `og/Offer/<slug>.png`, `og/index.png`. */
export function previewFileOf(path: string): string {
  return `og/${htmlFileOf(path).replace(/\.html$/, '.png')}`;
}
