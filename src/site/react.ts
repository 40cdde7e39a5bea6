/**
 * React and React DOM, started when their chunk runs (vite.config.ts): the
 * start script runs that chunk in a task of its own, before the entry
 * (docs/decisions/006), so that neither task is long on a phone.
 */
export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
