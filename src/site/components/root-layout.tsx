import type { ComponentType } from 'react';
import { NotFoundScreen } from './error-screen.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export const MAIN_ID = 'contenu';

/**
 * The frame of every page: a skip link, the header, the page itself (the
 * not-found page when there is none) and the footer. Each page is a document
 * of its own (src/pages/), rendered at build time: a link loads the next one.
 */
export function RootLayout({ Page }: { readonly Page: ComponentType | undefined }) {
  return (
    <>
      {/* French on every page, English ones too: marked so it is read as French. */}
      <a className="skip-link" href={`#${MAIN_ID}`} lang="fr">
        Aller au contenu
      </a>
      <SiteHeader />
      {/* Focusable: the skip link moves the next Tab there, not only the view. */}
      <main id={MAIN_ID} tabIndex={-1}>
        {Page ? <Page /> : <NotFoundScreen />}
      </main>
      <SiteFooter />
    </>
  );
}
