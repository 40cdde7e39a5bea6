import type { ComponentType } from 'react';
import { useFrameWords } from './frame-words.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export const MAIN_ID = 'contenu';

/**
 * The frame of every page: a skip link, the header, the page itself and the
 * footer. The not-found page is a page like the others (src/pages/404.astro
 * gives error-screen.tsx's): imported here, its rules were in every page's CSS. Each page is a document
 * of its own (src/pages/), rendered at build time: a link loads the next one.
 */
export function RootLayout({ Page }: { readonly Page: ComponentType }) {
  const { words } = useFrameWords();
  return (
    <>
      {/* In the page's language, as the whole frame (frame-words.ts). */}
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {words.skipLink}
      </a>
      <SiteHeader />
      {/* Focusable: the skip link moves the next Tab there, not only the view. */}
      <main id={MAIN_ID} tabIndex={-1}>
        <Page />
      </main>
      <SiteFooter />
    </>
  );
}
