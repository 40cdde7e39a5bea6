import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kaoukaPrivacyEn } from '../../content/kaouka-privacy-en.ts';
import { kaoukaPrivacyFr } from '../../content/kaouka-privacy-fr.ts';
import { termsEn } from '../../content/terms-en.ts';
import { termsFr } from '../../content/terms-fr.ts';
import { HereContext } from '../lib/here.tsx';
import { frameWords } from './frame-words.ts';
import { TermsDocument } from './terms-document.tsx';

describe('TermsDocument', () => {
  it.each([
    {
      terms: termsFr,
      path: '/Kaouka_app_cgu',
      other: { path: '/Kaouka_app_cgu_en', lang: 'en' },
      related: { path: '/Kaouka_app_confidentialite', title: kaoukaPrivacyFr.title },
    },
    {
      terms: termsEn,
      path: '/Kaouka_app_cgu_en',
      other: { path: '/Kaouka_app_cgu', lang: 'fr' },
      related: { path: '/Kaouka_app_confidentialite_en', title: kaoukaPrivacyEn.title },
    },
    {
      terms: kaoukaPrivacyFr,
      path: '/Kaouka_app_confidentialite',
      other: { path: '/Kaouka_app_confidentialite_en', lang: 'en' },
      related: { path: '/Kaouka_app_cgu', title: termsFr.title },
    },
  ])(
    'renders « $terms.title » as numbered articles with a table of contents',
    ({ terms, path, other, related }) => {
      // Rendered at its own address: the breadcrumb speaks the page's language.
      const { container } = render(
        <HereContext value={{ pathname: path, params: {} }}>
          <TermsDocument
            terms={terms}
            path={path}
            other={other}
            related={related}
            backTo="/Kaouka"
          />
        </HereContext>,
      );
      expect(container.firstElementChild).toHaveAttribute('lang', terms.lang);
      expect(screen.getByRole('heading', { level: 1, name: terms.title })).toBeInTheDocument();

      // One role query for the whole table of contents: a query per article is slow in jsdom.
      const toc = within(screen.getByRole('navigation', { name: terms.labels.contents }));
      expect(
        toc.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(
        terms.articles.map((article, index) => [article.title, `${path}#article-${index + 1}`]),
      );
      for (const [index, article] of terms.articles.entries()) {
        const number = index + 1;
        const section = container.querySelector(`#article-${number}`);
        expect(section?.querySelector('h2')?.textContent).toBe(
          `${terms.labels.article}\u00a0${number} ${article.title}`,
        );
      }

      expect(screen.getAllByRole('region')).toHaveLength(terms.articles.length);

      const switcher = screen.getByRole('link', { name: terms.labels.otherLanguage });
      expect(switcher).toHaveAttribute('href', other.path);
      expect(switcher).toHaveAttribute('hreflang', other.lang);
      expect(switcher).toHaveAttribute('lang', other.lang);
      expect(screen.getByRole('link', { name: related.title })).toHaveAttribute(
        'href',
        related.path,
      );
      expect(screen.getByRole('link', { name: frameWords[terms.lang].back })).toHaveAttribute(
        'href',
        '/Kaouka',
      );
    },
  );
});
