import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLandingHash, prerenderedHref, startHash, startScript } from './landing-route.ts';

const hashes: ReadonlyArray<[string, boolean]> = [
  ['', true],
  ['#', true],
  ['#/', true],
  ['#/?utm_source=x', true],
  ['#?x', true],
  ['#/#haut', true],
  ['#/Website', false],
  ['#/Website#contact', false],
  ['#/Offer?offre=x', false],
  ['#/page-inconnue', false],
];

describe('isLandingHash', () => {
  it.each(hashes)('tells whether %j opens the landing page (%s)', (hash, landing) => {
    expect(isLandingHash(hash)).toBe(landing);
  });
});

describe('prerenderedHref and startHash', () => {
  it.each([
    ['/', '#/'],
    ['/Website', '#/Website'],
    ['/Offer?offre=site-vitrine', '#/Offer?offre=site-vitrine'],
    ['/Website#contact', '#/Website%23contact'],
  ])('writes %j as %j, which the router reads back', (path, href) => {
    expect(prerenderedHref(path)).toBe(href);
    expect(startHash(href, 'contenu')).toBe(`#${path}`);
  });

  it('reads the skip link followed before the application started as the landing page', () => {
    expect(startHash('#contenu', 'contenu')).toBe('#/');
  });

  it.each(['', '#', '#/Website#contact', '#/Offer?offre=a%23b#x', '#ailleurs'])(
    'leaves any other address (%j) as it is',
    (hash) => {
      expect(startHash(hash, 'contenu')).toBe(hash);
    },
  );
});

describe('the inline script that starts the application', () => {
  const entry = '/assets/index-abc.js';
  const preloads = ['/assets/chunk-def.js'];
  const routes = { '/Website': ['/assets/website-1.js', '/assets/website-2.css'] };

  // Each run leaves a start pending on the landing page: fake timers keep runs apart.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  /** Runs the script as the page would, with `hash` as `location.hash`. */
  function runWithHash(hash: string): void {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"><h1>Accueil</h1></div>';
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string by design
    const run = new Function('location', startScript(entry, preloads, routes)) as (location: {
      hash: string;
    }) => void;
    run({ hash });
  }

  const hrefs = (selector: string) =>
    [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
  const started = () => ({
    script: document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
    preloads: hrefs('link[rel="modulepreload"]'),
  });

  it.each(hashes)('keeps the markup for %j only on the landing page (%s)', (hash, landing) => {
    runWithHash(hash);
    expect(document.getElementById('root')?.hasChildNodes()).toBe(landing);
  });

  it.each(['#/Offer?offre=x', '#/page-inconnue'])(
    'starts the application at once on another page (%j)',
    (hash) => {
      runWithHash(hash);
      expect(started()).toEqual({ script: entry, preloads });
      expect(hrefs('link[rel="preload"]')).toEqual([]);
    },
  );

  it.each(['#/Website', '#/Website#contact', '#/Website%23contact', '#/Website?x=1'])(
    'fetches the page’s own chunks and stylesheets with the application on a deep link (%j)',
    (hash) => {
      runWithHash(hash);
      expect(started()).toEqual({ script: entry, preloads: [...preloads, '/assets/website-1.js'] });
      const style = document.head.querySelector('link[rel="preload"]');
      expect(style?.getAttribute('href')).toBe('/assets/website-2.css');
      expect(style?.getAttribute('as')).toBe('style');
    },
  );

  it.each(hashes.filter(([, landing]) => landing))(
    'starts it on the landing page (%j) only after the next frame',
    (hash) => {
      runWithHash(hash);
      expect(started()).toEqual({ script: null, preloads: [] });
      // jsdom has no Paint Timing: the script falls back to the next frame.
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(started()).toEqual({ script: entry, preloads });
      vi.advanceTimersByTime(5000);
      expect(document.head.querySelectorAll('script')).toHaveLength(1);
    },
  );
});
