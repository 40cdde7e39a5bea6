// The owner's identity is typed once: change the voice or the phone in
// site.ts and every rendered page (and its JSON-LD) follows.

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSitePages, textOf, type RenderedSitePage } from './test-pages.ts';
import { team } from '../content/team.ts';
import { site } from '../content/site.ts';
import { formatPhone } from '../shared/french-format.ts';

/** A number no default uses, in the format the owner would type. */
const OWNER_PHONE = '+33612345678';

const original = vi.hoisted(() => ({ phone: '' }));

vi.mock('../content/site.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../content/site.ts')>();
  original.phone = actual.site.phone;
  return { site: { ...actual.site, voice: 'masculine', phone: '+33612345678' } };
});

/** The feminine forms of the words that agree with the owner (voice.ts), and of its legal form. */
const FEMININE =
  /\b(développeuse|fondatrice|entrepreneure|indépendante|individuelle|ingénieure|formatrice)s?\b/iu;

describe('the owner’s identity, typed once', () => {
  let pages: RenderedSitePage[] = [];
  beforeAll(() => {
    pages = renderSitePages();
  });

  it('renders no feminine form of the owner on any page when the voice is masculine', () => {
    expect(site.voice).toBe('masculine');
    // The partners of /Team have their own grammar: their own words are left out.
    const partners = team
      .filter((member) => member.name !== site.contactName)
      .flatMap((member) => [member.role, member.bio]);
    for (const page of pages) {
      let text = textOf(page.document);
      for (const words of partners) text = text.replaceAll(words, '');
      expect(text.match(FEMININE)?.[0], page.path).toBeUndefined();
    }
  });

  it('writes the phone changed in site.ts on every page that shows it, and in the JSON-LD', () => {
    expect(site.phone).toBe(OWNER_PHONE);
    const withPhone = pages.filter(({ document }) =>
      document.querySelector(`a[href="tel:${OWNER_PHONE}"]`),
    );
    expect(withPhone.length).toBeGreaterThan(1);
    for (const page of withPhone) {
      expect(textOf(page.document), page.path).toContain(formatPhone(OWNER_PHONE));
    }
    const jsonLd = pages.map((page) => JSON.stringify(page.structuredData)).join('\n');
    expect(jsonLd).toContain(`"telephone":"${OWNER_PHONE}"`);
    // The number the content held before: gone from every page, in both its forms.
    expect(original.phone).toMatch(/^\+33/);
    for (const page of pages) {
      const html = page.document.body.innerHTML + JSON.stringify(page.structuredData);
      expect(html, page.path).not.toContain(original.phone);
      expect(html, page.path).not.toContain(formatPhone(original.phone));
    }
  });
});
