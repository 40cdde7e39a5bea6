import { describe, expect, it } from 'vitest';
import { site } from '../../content/site.ts';
import { formatTitle, TITLE_MAX } from './page-meta.ts';

describe('a page’s title in search results', () => {
  it('is followed by the studio’s name when both fit', () => {
    expect(formatTitle('Formations')).toBe(`Formations · ${site.studioName}`);
  });

  it('goes alone rather than be cut when the name would not fit', () => {
    const long = 'x'.repeat(TITLE_MAX - site.studioName.length);
    expect(formatTitle(long)).toBe(long);
    expect(formatTitle(site.studioName)).toBe(site.studioName);
  });
});
