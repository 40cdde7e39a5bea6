import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { captureIo } from '../../tests/support/owner.ts';
import { offers } from '../content/offers.ts';
import type { AudienceBatch } from '../store/types.ts';
import { openSql } from '../store/connect.ts';
import { serverWrites } from '../store/writes.ts';
import { main } from './audience.ts';
import { UsageError } from './config.ts';
import type { AudienceReport } from '../audience/summary.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const offerPath = `/Offer/${offers[0]?.slug ?? ''}`;
const PATHS = ['/', '/Website', '/Contact', '/Kaouka_app_android', offerPath];

/** `days` days of counts ending today: each day `n` views of each page, one referrer, both devices. */
function generated(days: number): { batch: AudienceBatch; views: number } {
  const batch: {
    [Table in keyof Omit<AudienceBatch, 'purgeBefore'>]: AudienceBatch[Table][number][];
  } = { pages: [], referrers: [], devices: [], conversions: [] };
  let views = 0;
  for (let back = 0; back < days; back += 1) {
    const date = new Date(NOW);
    date.setUTCDate(date.getUTCDate() - back);
    const day = date.toISOString().slice(0, 10);
    PATHS.forEach((path, index) => {
      const count = 1 + ((back + index) % 7);
      views += count;
      batch.pages.push({ day, path, views: count, visits: index === 0 ? count : 0 });
    });
    // A long tail of referring sites and more pages, as 25 months would hold.
    for (let extra = 0; extra < 25; extra += 1) {
      batch.pages.push({ day, path: `/Offer/page-${extra}`, views: 1, visits: 0 });
      batch.referrers.push({ day, host: `site-${extra}.example`, views: 1 });
      views += 1;
    }
    batch.devices.push({ day, device: 'phone', views: 3 }, { day, device: 'desktop', views: 1 });
    batch.conversions.push(
      { day, kind: 'signup', fromPath: '/Kaouka_app_android', entryPath: '/', count: 1 },
      { day, kind: 'inquiry', fromPath: '/Contact', entryPath: '/', count: 2 },
    );
  }
  return { batch, views };
}

function audienceCliTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`npm run audience on ${engine}`, () => {
    async function withCounts(batch: AudienceBatch) {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      // Written by the server's own write, on a connection of the test's: the
      // writer thread's deadline (a visitor's 503 after 4 s) is no bound on a
      // seed of 25 months, which a busy machine took longer to write.
      const seed = await openSql(database.url);
      await serverWrites(seed).recordAudience(batch);
      await seed.db.destroy();
      return { DATABASE_URL: database.url };
    }

    it('reports a year of counts as one JSON object', async () => {
      const { batch, views } = generated(366);
      const env = await withCounts(batch);
      const io = captureIo();
      expect(await main(['--days', '365', '--json'], io, env, NOW)).toBe(0);
      const report = JSON.parse(io.out()) as AudienceReport;
      const lastDay = batch.pages.filter((row) => row.day === '2025-11-23');
      expect(report.pageViews).toBe(views - lastDay.reduce((sum, row) => sum + row.views, 0));
      expect(report.days).toHaveLength(365);
      expect(report.days[0]?.day).toBe('2025-11-24');
      expect(report.visits).toBe(report.days.reduce((sum, day) => sum + day.visits, 0));
      expect(report.pages[0]?.views).toBeGreaterThanOrEqual(report.pages[1]?.views ?? 0);
      expect(report.pages.find((page) => page.path === offerPath)?.title).toBe(offers[0]?.title);
      expect(report.referrers).toHaveLength(25);
      expect(report.devices).toEqual({ phone: 3 * 365, desktop: 365 });
      expect(report.signups).toBe(365);
      expect(report.inquiries).toBe(730);
      const landing = report.entries.find((entry) => entry.path === '/');
      expect(landing?.rate).toBeCloseTo((365 + 730) / (landing?.visits ?? 1));
      expect(report.pages.find((page) => page.path === '/Contact')).toMatchObject({
        signups: 0,
        inquiries: 730,
      });
      expect(report.pages.find((page) => page.path === '/Kaouka_app_android')).toMatchObject({
        signups: 365,
        inquiries: 0,
      });
      // The period just before: the one day of the 366 that is not in the 365.
      expect(report.previous).toEqual({
        pageViews: lastDay.reduce((sum, row) => sum + row.views, 0),
        visits: lastDay.reduce((sum, row) => sum + row.visits, 0),
        signups: 1,
        inquiries: 2,
      });
    });

    it('lists a page a form was sent from even when none of its views was counted', async () => {
      const env = await withCounts({
        pages: [{ day: '2026-11-23', path: '/', views: 4, visits: 2 }],
        referrers: [],
        devices: [],
        conversions: [
          { day: '2026-11-23', kind: 'inquiry', fromPath: offerPath, entryPath: '/', count: 1 },
          { day: '2026-11-23', kind: 'signup', fromPath: '', entryPath: '', count: 1 },
        ],
      });
      const io = captureIo();
      expect(await main(['--days', '7', '--json'], io, env, NOW)).toBe(0);
      const report = JSON.parse(io.out()) as AudienceReport;
      expect(report.pages.map((page) => [page.path, page.views, page.inquiries])).toEqual([
        ['/', 4, 0],
        [offerPath, 0, 1],
      ]);
      expect([report.signups, report.inquiries]).toEqual([1, 1]);
      expect(report.previous).toEqual({ pageViews: 0, visits: 0, signups: 0, inquiries: 0 });
    });

    it('prints a compact summary beside the period before, the days on one line', async () => {
      const env = await withCounts(generated(10).batch);
      const io = captureIo();
      expect(await main(['--from', '2026-11-20', '--to', '2026-11-22'], io, env, NOW)).toBe(0);
      const text = io.out();
      expect(text).toContain(
        'Audience from 2026-11-20 to 2026-11-22 (3 UTC days), against 2026-11-17 to 2026-11-19',
      );
      // Each total beside the same total of the three days before, and the change.
      const views = (from: string, to: string) =>
        generated(10)
          .batch.pages.filter((row) => row.day >= from && row.day <= to)
          .reduce((sum, row) => sum + row.views, 0);
      const now = views('2026-11-20', '2026-11-22');
      const before = views('2026-11-17', '2026-11-19');
      expect(text).toMatch(new RegExp(`^ +Page views +${now} +${before} +[+−]\\d+ %$`, 'm'));
      expect(text).toMatch(/^ +Quote requests +6 +6 +=$/m);
      expect(text).toMatch(/^Views +[▁▂▃▄▅▆▇█·]{3} /m);
      expect(text).toContain(`(${offerPath})`);
      expect(text).toMatch(/^ +\/Contact +\d+ +\d+ +0 +0 +6$/m);
      expect(text).toContain('site-0.example');
      expect(text).toContain('Phones 75.0 %');
      expect(text).toContain('Conversion by entry page');
      expect(text).not.toContain('2026-11-23');
      expect(text.split('\n').length).toBeLessThan(50);
    });

    it('prints a year as a line of weeks, with no list of empty days', async () => {
      const env = await withCounts(generated(3).batch);
      const io = captureIo();
      expect(await main(['--days', '365'], io, env, NOW)).toBe(0);
      const text = io.out();
      const line = /^Views +(\S+) +\(one mark a week/m.exec(text)?.[1] ?? '';
      expect(Array.from(line)).toHaveLength(53);
      expect(text).not.toMatch(/^\d{4}-\d\d-\d\d/m);
    });

    it('deletes only the counts older than 25 months, after saying how many', async () => {
      const env = await withCounts(generated(800).batch);
      const dryRun = captureIo();
      expect(await main(['purge', '--dry-run'], dryRun, env, NOW)).toBe(0);
      const [, count] = /^(\d+) rows/.exec(dryRun.out()) ?? [];
      expect(Number(count)).toBeGreaterThan(0);
      const purge = captureIo();
      expect(await main(['purge'], purge, env, NOW)).toBe(0);
      expect(purge.out()).toContain(`Deleted ${count} rows of days before 2024-10-23`);
      const report = captureIo();
      await main(['--from', '2024-01-01', '--to', '2024-10-23', '--json'], report, env, NOW);
      const kept = JSON.parse(report.out()) as AudienceReport;
      expect(kept.days.filter((day) => day.pageViews > 0).map((day) => day.day)).toEqual([
        '2024-10-23',
      ]);
    });
  });
}

describe('npm run audience’s usage', () => {
  it('prints its usage with --help, and refuses a bad period as a usage mistake', async () => {
    const help = captureIo();
    expect(await main(['--help'], help, {})).toBe(0);
    expect(help.out()).toMatch(/^Usage: npm run --silent audience -- \[--days N/);
    for (const argv of [
      ['--days', '0'],
      ['--days', '7', '--from', '2026-01-01'],
      ['--from', '2026-02-30'],
      ['--to', '2026-01-01'],
      ['--from', '2026-03-01', '--to', '2026-02-01'],
      ['report'],
    ]) {
      await expect(main(argv, captureIo(), {}, NOW)).rejects.toBeInstanceOf(UsageError);
    }
  });
});

audienceCliTests('SQLite', createSqliteDatabase);
onPostgres('npm run audience on PostgreSQL', () => {
  audienceCliTests('PostgreSQL', createPostgresDatabase);
});
