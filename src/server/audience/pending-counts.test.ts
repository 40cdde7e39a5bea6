import { describe, expect, it } from 'vitest';
import { PendingCounts } from './pending-counts.ts';

function counted(): PendingCounts {
  const counts = new PendingCounts();
  counts.view('2026-11-23', '/Website', true, 'desktop');
  counts.view('2026-11-23', '/Website', false, 'phone');
  counts.view('2026-11-24', '/Website', true, 'desktop');
  counts.view('2026-11-24', '/', false, 'desktop');
  counts.referrer('2026-11-23', 'www.search.example');
  counts.referrer('2026-11-23', 'www.search.example');
  counts.conversion('2026-11-24', 'inquiry', '/Website', '/');
  return counts;
}

describe('the counts kept between two flushes', () => {
  it('gives each day’s counts as the store’s rows', () => {
    const batch = counted().toBatch('2024-10-01');
    expect(batch.pages).toEqual([
      { day: '2026-11-23', path: '/Website', views: 2, visits: 1 },
      { day: '2026-11-24', path: '/Website', views: 1, visits: 1 },
      { day: '2026-11-24', path: '/', views: 1, visits: 0 },
    ]);
    expect(batch.devices).toEqual([
      { day: '2026-11-23', device: 'desktop', views: 1 },
      { day: '2026-11-23', device: 'phone', views: 1 },
      { day: '2026-11-24', device: 'desktop', views: 2 },
    ]);
    expect(batch.referrers).toEqual([{ day: '2026-11-23', host: 'www.search.example', views: 2 }]);
    expect(batch.conversions).toEqual([
      { day: '2026-11-24', kind: 'inquiry', fromPath: '/Website', entryPath: '/', count: 1 },
    ]);
    expect(batch.purgeBefore).toBe('2024-10-01');
    expect(new PendingCounts().empty).toBe(true);
  });

  it('takes back a batch the store refused, added to what was counted since', () => {
    const refused = counted().toBatch();
    const since = new PendingCounts();
    since.view('2026-11-24', '/', true, 'phone');
    since.restore(refused);
    const batch = since.toBatch();
    expect(batch.pages).toContainEqual({ day: '2026-11-24', path: '/', views: 2, visits: 1 });
    expect(batch.pages).toContainEqual({
      day: '2026-11-23',
      path: '/Website',
      views: 2,
      visits: 1,
    });
    expect(batch.devices).toContainEqual({ day: '2026-11-24', device: 'phone', views: 1 });
    expect(batch.referrers).toEqual(refused.referrers);
    expect(batch.conversions).toEqual(refused.conversions);
  });
});
