import { describe, expect, it } from 'vitest';
import { pageViewBeacon } from './page-view-beacon.ts';

describe('the page-view beacon', () => {
  it('stays within 0.5 kB, even posting to an API on another origin under a sub-path', () => {
    const script = pageViewBeacon(
      'https://api.studio-exemple.fr/api/page-views',
      '/elaborium_website/',
    );
    expect(new TextEncoder().encode(script).length).toBeLessThanOrEqual(500);
    // One expression, declaring nothing global (the theme script declares `t`); it runs in
    // the browser tests (tests/e2e/audience.spec.ts).
    expect(script).toMatch(/^\(\(\)=>\{.*\}\)\(\)$/s);
  });

  it('reports the address below the base path to the endpoint it is given', () => {
    expect(pageViewBeacon('/api/page-views', '/')).toContain(
      'fetch("/api/page-views",{method:"POST",body:l.pathname+r,',
    );
    expect(pageViewBeacon('/api/page-views', '/elaborium_website/')).toContain(
      'l.pathname.slice(18)',
    );
  });
});
