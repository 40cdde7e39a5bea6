import { Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { countView } from '../lib/count-view.ts';
import { pageRoutes } from '../routes.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorScreen, NotFoundError } from './error-screen.tsx';
import { PageLoader } from './page-loader.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export const MAIN_ID = 'contenu';

/**
 * The frame of every page: a skip link, the page itself and the footer.
 * After a navigation the window goes back to the top and focus moves to the
 * new page's main region, so keyboard and screen-reader users start reading
 * it from the top; a link to a section (`/Website#contact`) handles its own.
 */
export function RootLayout() {
  const location = useLocation();
  useFocusOnNavigation(location.pathname, location.hash);
  useCountNavigation(location.pathname);

  return (
    <>
      {/* French on every page, English ones too: marked so it is read as French. */}
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain} lang="fr">
        Aller au contenu
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              {pageRoutes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<ErrorScreen error={new NotFoundError()} />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}

function useFocusOnNavigation(pathname: string, hash: string) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    // A new page starts at its top at once: the page's smooth scrolling
    // (global.css) is for moving within a page, and a smooth climb from the
    // previous page's footer would also move the links under a finger or
    // pointer already on its way to one.
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/**
 * Each page reached inside the site is counted by its beacon; the first
 * page is not, the server counted it as it answered (one view, not two).
 */
function useCountNavigation(pathname: string) {
  const counted = useRef(pathname);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    countView(pathname);
  }, [pathname]);
}

/** Moves focus as well as the view: browsers only move where the next Tab starts. */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView();
}
