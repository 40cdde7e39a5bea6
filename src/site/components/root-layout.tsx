import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorScreen, NotFoundError } from './error-screen.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export const MAIN_ID = 'contenu';

/** A page of the route table: its pattern (`/Offer/:slug`) and its module's component. */
export interface PageRoute {
  readonly path: string;
  readonly Page: ComponentType;
}

/**
 * The frame of every page: a skip link, the header, the page itself and the
 * footer. Each page is a document of its own (src/pages/): a link to another
 * page loads it, and the browser starts it at its top.
 */
export function RootLayout({ routes }: { readonly routes: readonly PageRoute[] }) {
  const location = useLocation();

  return (
    <>
      {/* French on every page, English ones too: marked so it is read as French. */}
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain} lang="fr">
        Aller au contenu
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        <ErrorBoundary key={location.pathname}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<ErrorScreen error={new NotFoundError()} />} />
          </Routes>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}

/** Moves focus as well as the view: browsers only move where the next Tab starts. */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView();
}
