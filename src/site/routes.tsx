import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import LandingPage from './pages/landing.tsx';
import { paths } from './paths.ts';

type PageModule = Promise<{ default: ComponentType }>;

export interface PageRoute {
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType> | ComponentType;
}

function page(path: string, load: () => PageModule): PageRoute {
  return { path, Page: lazy(load) };
}

/**
 * One line per page. Each page is its own chunk, loaded on first visit; a
 * chunk that fails to load reaches the error boundary, which offers a reload.
 * page-modules.ts repeats which file holds which path, for the build (the
 * build fails if the two disagree); the bundle does not carry that table.
 * The landing page is the exception: it is prerendered into index.html and
 * hydrated, so it ships in the main bundle and hydration never waits for a
 * chunk (docs/decisions/005-prerendered-landing-page.md).
 */
export const pageRoutes: readonly PageRoute[] = [
  { path: paths.landing, Page: LandingPage },
  page(paths.website, () => import('./pages/website.tsx')),
  page(paths.offer, () => import('./pages/offer.tsx')),
  page(paths.realisation, () => import('./pages/realisation.tsx')),
  page(paths.kaouka, () => import('./pages/kaouka.tsx')),
  page(paths.kaoukaApple, () => import('./pages/kaouka-app-apple.tsx')),
  page(paths.termsFr, () => import('./pages/kaouka-app-cgu.tsx')),
  page(paths.termsEn, () => import('./pages/kaouka-app-cgu-en.tsx')),
  page(paths.githubInvoice, () => import('./pages/github-invoice.tsx')),
  page(paths.cv, () => import('./pages/cv.tsx')),
  page(paths.team, () => import('./pages/team.tsx')),
  page(paths.contact, () => import('./pages/contact.tsx')),
  page(paths.formation, () => import('./pages/formation.tsx')),
  page(paths.kaoukaAndroid, () => import('./pages/kaouka-app-android.tsx')),
  page(paths.legalNotice, () => import('./pages/legal-notice.tsx')),
  page(paths.privacy, () => import('./pages/privacy.tsx')),
  page(paths.unsubscribe, () => import('./pages/unsubscribe.tsx')),
];
