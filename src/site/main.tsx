import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { MAIN_ID } from './components/root-layout.tsx';
import { isLandingHash, startHash } from './lib/landing-route.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The prerendered page's links work before this script runs: the address
// they leave is turned into the one the router reads (see startHash).
const hash = startHash(window.location.hash, MAIN_ID);
if (hash !== window.location.hash) {
  window.history.replaceState(window.history.state, '', hash);
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// index.html holds the landing page prerendered at build time: adopt it when
// that is the page being opened, otherwise render from scratch (the inline
// script in index.html has already removed it, this is belt and braces).
// Both run as a transition, which yields to the browser every few
// milliseconds instead of holding the main thread for the whole render: the
// landing page is already painted, only its handlers are waiting, and another
// page shows its loader until its chunk has arrived anyway.
if (isLandingHash(window.location.hash) && container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
