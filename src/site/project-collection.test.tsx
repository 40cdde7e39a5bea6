import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../content/types.ts';

/** A project the content does not have: added below as an owner would, in projects.ts only. */
const newProject: Project = {
  slug: 'boutique-en-ligne',
  title: 'Une boutique en ligne',
  picture: { src: 'projets/boutique.svg', width: 640, height: 400, alt: 'La boutique, dessinée.' },
  client: { name: 'Maison Test', sector: 'Commerce' },
  measure: { figure: '+30', label: 'commandes par mois' },
  description: 'Une boutique en ligne pour un commerce de quartier.',
  caseStudy: {
    problem: 'Les commandes arrivaient par téléphone.',
    built: 'Une boutique avec paiement en ligne.',
    stack: ['TypeScript'],
    result: 'Les commandes arrivent en ligne.',
  },
};

/** The site's modules as they are once projects.ts holds one more entry, and no other file changed. */
async function withNewProject() {
  vi.resetModules();
  vi.doMock('../content/projects.ts', async (importOriginal) => {
    const real = await importOriginal<typeof import('../content/projects.ts')>();
    return { ...real, projects: [...real.projects, newProject] };
  });
  return {
    pageList: await import('./page-list.ts'),
    paths: await import('./paths.ts'),
    LandingCases: (await import('./pages/landing/cases.tsx')).LandingCases,
    RealisationPage: (await import('./pages/realisation.tsx')).default,
  };
}

afterEach(() => {
  vi.doUnmock('../content/projects.ts');
  vi.resetModules();
});

describe('a project is one content entry', () => {
  it('gets its own page, listed in the sitemap, and its place on the landing page and /Realisation', async () => {
    const { pageList, paths, LandingCases, RealisationPage } = await withNewProject();
    const href = paths.projectHref(newProject.slug);
    expect(href).toBe(`/Realisation/${newProject.slug}`);
    // The sitemap lists the indexed pages of sitePages (scripts/seo/site-files.ts).
    expect(pageList.sitePages).toContainEqual({ path: href, page: 'project', indexed: true });

    for (const Page of [LandingCases, RealisationPage]) {
      const { unmount } = render(
        <>
          <Page />
        </>,
      );
      const article = screen.getByRole('article', { name: newProject.title });
      expect(
        within(article)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(href);
      expect(within(article).getByText(newProject.measure?.figure ?? '')).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the page of its name when the site has one (SPEC.md’s /Kaouka), and no second page', async () => {
    const { pageList, paths } = await withNewProject();
    const { projects } = await import('../content/projects.ts');
    for (const { slug } of projects) {
      const href = paths.projectHref(slug);
      expect(pageList.sitePages.filter(({ path }) => path === href)).toHaveLength(1);
    }
    expect(paths.projectHref('Kaouka')).toBe('/Kaouka');
  });
});
