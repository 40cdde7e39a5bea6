/**
 * Inline at the end of every prerendered page (scripts/prerender.ts builds it
 * on its own and puts it there; the Content-Security-Policy allows it by its
 * hash). Once the browser has painted the page from its inline rules, it
 * fetches the site's whole stylesheet, then starts the application: the first
 * paint shares neither the network nor the main thread with them
 * (docs/decisions/006, 019), and no page the application draws can show
 * before the stylesheet applies. Without Paint Timing, after the next frame;
 * in any case within 3 s. The page's own chunks are fetched alongside the entry.
 */
import { APP_START_ID, type AppStart } from './app-start.ts';

const data = document.getElementById(APP_START_ID)?.textContent;
if (data) {
  // Written by the build from the AppStart type, read back as such.
  const { stylesheet, entry, modules } = JSON.parse(data) as AppStart;
  const startModules = () => {
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
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = stylesheet;
    // Should the stylesheet fail, the application still starts (on the inline rules).
    sheet.onload = sheet.onerror = startModules;
    document.head.append(sheet);
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
