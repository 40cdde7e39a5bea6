import { App } from './app.tsx';
import { StrictMode, createRoot, hydrateRoot, startTransition } from './react.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Every page is prerendered into its own HTML file at build time
// (scripts/prerender.ts): adopt that markup. Hydration runs as a transition,
// which yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: the page is already painted, only its
// handlers are waiting. `npm run dev` serves an empty #root: render it.
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  startTransition(() => {
    createRoot(container).render(app);
  });
}
