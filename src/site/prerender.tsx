import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';

/**
 * Server entry, built by `vite build --ssr` and run once at build time by
 * scripts/prerender.ts: the landing page's HTML, as the browser's first
 * render at `#/` produces it, so that `hydrateRoot` adopts it unchanged.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={['/']}>
        <RootLayout />
      </MemoryRouter>
    </StrictMode>,
  );
}
