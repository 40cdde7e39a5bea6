/**
 * Inline at the end of every prerendered page (scripts/prerender.ts builds it
 * on its own and puts it there; the Content-Security-Policy allows it by its
 * hash). It starts the application once the browser has painted the page, so
 * that the first paint shares neither the network nor the main thread with
 * it (docs/decisions/006); without Paint Timing, after the next frame; in any
 * case within 3 s. The page's own chunks are fetched alongside the entry.
 */
import { APP_START_ID, type AppStart } from './app-start.ts';

const data = document.getElementById(APP_START_ID)?.textContent;
if (data) {
  // Written by the build from the AppStart type, read back as such.
  const { entry, modules } = JSON.parse(data) as AppStart;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  setTimeout(start, 3000);
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}
