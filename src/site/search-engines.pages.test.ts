// What search engines read in the rendered pages: fragments that lead
// somewhere, and English pages that say which of their words are French.

import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../content/site.ts';
import { termsEn } from '../content/terms-en.ts';
import { termsFr } from '../content/terms-fr.ts';
import { renderSitePages, type RenderedSitePage } from './test-pages.ts';
import { languagesOf } from '../shared/paths.ts';

/** Every `url` of a JSON-LD tree, however deep. */
function urlsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(urlsOf);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'url' && typeof value === 'string' ? [value] : urlsOf(value),
  );
}

/** The text nodes of a page with the language they are read in (the nearest `lang`). */
function textNodes(page: RenderedSitePage): { text: string; lang: string }[] {
  const walker = page.document.createTreeWalker(page.document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: { text: string; lang: string }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!/\p{L}{3}/u.test(text)) continue;
    const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? page.lang;
    nodes.push({ text, lang });
  }
  return nodes;
}

describe('what search engines read', () => {
  let pages: RenderedSitePage[] = [];
  beforeAll(() => {
    pages = renderSitePages();
  });

  it('points every JSON-LD url with a fragment at an element of that id on its page', () => {
    const byPath = new Map(pages.map((page) => [page.path, page]));
    let fragments = 0;
    for (const page of pages) {
      for (const url of urlsOf(page.structuredData)) {
        const { pathname, hash } = new URL(url);
        if (!hash) continue;
        fragments += 1;
        const target = byPath.get(pathname);
        expect(target, url).toBeDefined();
        expect(target?.document.getElementById(hash.slice(1)), url).not.toBeNull();
      }
    }
    expect(fragments).toBeGreaterThan(0);
  });

  it('marks lang="fr" on every French string of an English page (the words its French twin shows too)', () => {
    for (const page of pages.filter(({ lang }) => lang === 'en')) {
      const twin = languagesOf(page.path).alternates.find(({ lang }) => lang === 'fr');
      const french = pages.find(({ path }) => path === twin?.path);
      if (!french) throw new Error(`${page.path}: no French twin rendered`);
      // Names, and the words both documents spell alike (« Article », with
      // or without its number), are in neither language.
      const shared = Object.values(termsFr.labels).filter((label) =>
        Object.values(termsEn.labels).includes(label),
      );
      // So are the frame's words both languages spell alike (frame-words.ts,
      // navigation-links.ts) and the profiles' names and the e-mail address.
      const names = new Set([
        site.studioName,
        site.contactName,
        site.email,
        'Kaouka',
        'Contact',
        'CV',
        'GitHub',
        'LinkedIn',
        ...shared,
      ]);
      const frenchTexts = new Set(
        textNodes(french)
          .map(({ text }) => text)
          .filter((text) => !names.has(text.replace(/\u00a0\d+$/, ''))),
      );
      const unmarked = textNodes(page)
        .filter(({ text, lang }) => lang !== 'fr' && frenchTexts.has(text))
        .map(({ text }) => text);
      expect(unmarked, page.path).toEqual([]);
    }
  });

  it('names the breadcrumbs of an English page in English', () => {
    for (const page of pages.filter(({ lang }) => lang === 'en')) {
      const trail = JSON.stringify(
        page.structuredData.filter((node) => JSON.stringify(node).includes('BreadcrumbList')),
      );
      expect(trail, page.path).toContain('Home');
      expect(trail, page.path).not.toContain('Accueil');
    }
  });
});
