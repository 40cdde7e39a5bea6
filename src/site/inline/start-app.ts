/**
 * Inline at the end of every prerendered page (scripts/prerender.ts builds it
 * on its own and puts it there; the Content-Security-Policy allows it by its
 * hash). Once the browser has painted the whole page from its inline rules
 * (the first contentful paint, then one more frame), it fetches the site's
 * whole stylesheet, then starts the application: the first
 * paint shares neither the network nor the main thread with them
 * (docs/decisions/006, 019), and no page the application draws can show
 * before the stylesheet applies. Without Paint Timing, after the next frame;
 * in any case within 3 s. The page's own chunks are fetched alongside the entry.
 * React and the entry are evaluated in two tasks, not one: on a phone, neither
 * holds the main thread long enough to delay a tap. The display face is
 * fetched alongside the stylesheet and added to the page once its bytes are
 * there, already loaded: the browser lays the text out again once, not twice
 * (scripts/font-faces.ts).
 */
import { APP_START_ID, type AppStart } from './app-start.ts';

const data = document.getElementById(APP_START_ID)?.textContent;
if (data) {
  // Written by the build from the AppStart type, read back as such.
  const { stylesheet, face, scripts, modules } = JSON.parse(data) as AppStart;
  const addFace = async () => {
    const response = await fetch(face.source);
    if (!response.ok) return;
    const bytes = await response.arrayBuffer();
    document.fonts.add(new FontFace(face.family, bytes, face.descriptors));
  };
  const run = (index: number) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts[index] ?? '';
    // Fired once the module has run: the next one runs in a task of its own.
    if (index + 1 < scripts.length) {
      script.onload = () => {
        run(index + 1);
      };
    }
    document.head.append(script);
  };
  // Asking for a module costs the main thread about a millisecond: a few per
  // task, so that a page with many chunks holds it no longer than one with few.
  const preloads = [...scripts, ...modules];
  const preloadSome = () => {
    for (const href of preloads.splice(0, 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) setTimeout(preloadSome);
  };
  const startModules = () => {
    preloadSome();
    run(0);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Without the face, the page keeps its fallback, which takes the same room.
    addFace().catch(() => undefined);
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = stylesheet;
    // Should the stylesheet fail, the application still starts (on the inline rules).
    sheet.onload = sheet.onerror = startModules;
    document.head.append(sheet);
  };
  // After the next frame: this script ends the page, so that frame paints all
  // of it (the first paint may show only its top, the parser not being done).
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 3000);
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        afterNextPaint();
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    afterNextPaint();
  }
}
