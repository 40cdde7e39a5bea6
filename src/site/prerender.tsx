import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';
import { prerenderedHref } from './lib/landing-route.ts';

/**
 * A navigator that only writes links, as the browser's `HashRouter` does
 * (`#/Website`, a section's `#` written `%23`): the prerendered links then
 * work before any script has run and open the right page in a new tab; React
 * keeps these attributes when it hydrates. A build-time render never navigates.
 */
const hashLinks: Navigator = {
  createHref: (to) => prerenderedHref(typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * Server entry, built by `vite build --ssr` and run once at build time by
 * scripts/prerender.ts: the landing page's HTML, as the browser's first
 * render at `#/` produces it, so that `hydrateRoot` adopts it unchanged.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <Router location="/" navigator={hashLinks} static>
        <RootLayout />
      </Router>
    </StrictMode>,
  );
}
