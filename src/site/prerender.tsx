import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';
import { Document } from './document.tsx';
import type { PageMeta } from './lib/page-meta.ts';
import { PageMetaRecorderContext, type PageMetaRecorder } from './lib/use-page-meta.ts';
import type { DocumentProps, PrerenderEntry, RenderedPage } from './prerender-types.ts';

/**
 * Server entry, built by `vite build --ssr` and run at build time by
 * scripts/prerender.ts: one page of the site at `location` (the base path
 * included), every lazily loaded page awaited.
 */
export async function renderPage(location: string, basename: string): Promise<RenderedPage> {
  let meta: PageMeta | undefined;
  const recorder: PageMetaRecorder = (recorded) => {
    meta = recorded;
  };
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaRecorderContext value={recorder}>
        <StaticRouter location={location} basename={basename}>
          <RootLayout />
        </StaticRouter>
      </PageMetaRecorderContext>
    </StrictMode>,
    // A long page (the terms) would otherwise be written after the loader, as
    // a separate segment that an inline script swaps in: the page must be in
    // place, script or not.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  if (!meta) throw new Error(`prerender: the page at ${location} set no title`);
  return { markup, meta };
}

/** The whole HTML document of a page. */
export function renderDocument(props: DocumentProps): string {
  return `<!doctype html>${renderToStaticMarkup(<Document {...props} />)}`;
}

renderPage satisfies PrerenderEntry['renderPage'];
renderDocument satisfies PrerenderEntry['renderDocument'];
