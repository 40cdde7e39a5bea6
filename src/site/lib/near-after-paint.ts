/// <reference lib="dom" />
import type { ClientDirective } from 'astro';

/**
 * `client:near`, the forms' hydration (astro.config.ts registers it): once the
 * page has painted, then as soon as the island nears the screen. Astro's
 * `client:visible` asks for the island's script from the first layout, which
 * can come before the first paint (a face in its short `optional` wait holds
 * the paint, not the layout): the script then competed with the page's first
 * view. The form works without script meanwhile.
 */
const nearAfterPaint: ClientDirective = (load, _options, element) => {
  const hydrate = async () => {
    await (
      await load()
    )();
  };
  const whenNear = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrate();
      },
      { rootMargin: '200px' },
    );
    for (const child of element.children) observer.observe(child);
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    whenNear();
    return;
  }
  try {
    const painted = new PerformanceObserver((_list, self) => {
      self.disconnect();
      whenNear();
    });
    painted.observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing: the page has painted by its load.
    addEventListener('load', whenNear, { once: true });
  }
};

export default nearAfterPaint;
