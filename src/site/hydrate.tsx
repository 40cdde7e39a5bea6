import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';
import { routerBasename } from './lib/base-path.ts';

/**
 * Makes the page Astro rendered at build time (src/site/site-page.astro)
 * interactive: React adopts its markup, this page only. A link to another
 * page of the site is a document navigation (Astro prefetches it): the
 * router's own handling of the click is stopped before it.
 */
export function hydratePage(Page: ComponentType | undefined): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const pattern = container.dataset.route ?? '*';
  window.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && !link.getAttribute('href')?.startsWith('#')) event.stopPropagation();
    },
    { capture: true },
  );
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter basename={routerBasename}>
        <RootLayout routes={Page ? [{ path: pattern, Page }] : []} />
      </BrowserRouter>
    </StrictMode>,
  );
}
