import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { copyrightYears, readBuildEnv } from './scripts/build-env.ts';
import { inquirySubjectGroups } from './src/content/inquiry-subjects.ts';
import { calendarDay } from './src/shared/calendar-day.ts';
import { nodeTests, processTests } from './scripts/lib/process-tests.ts';

// Node's on-disk compile cache, for every process and thread the tests start
// (they inherit it): each SQLite store a test opens starts a writer thread,
// which without it strips the store's TypeScript and compiles its modules
// again (Node's type stripping included), about 0.5 s of CPU a thread; with
// it 0.2 s.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile-cache');

/**
 * The unit and page tests' configuration (Vitest). The site itself is built
 * by Astro (astro.config.ts), which sets the same constants.
 */
export default defineConfig({
  plugins: [react()],
  // The site's public origin (PUBLIC_URL): a form without script names it, so the
  // API on another host can send the visitor back to this site (an allowed origin).
  define: {
    'import.meta.env.VITE_PUBLIC_ORIGIN': JSON.stringify(readBuildEnv(process.env).publicOrigin),
    // The copyright line's « 2023–<year of the build> » (scripts/build-env.ts).
    'import.meta.env.VITE_COPYRIGHT_YEARS': JSON.stringify(
      copyrightYears(new Date().getFullYear()),
    ),
    // The day of the build, which the prerendered page judges dates by (src/site/lib/build-day.ts).
    'import.meta.env.VITE_BUILD_DAY': JSON.stringify(calendarDay()),
    // The quote form's subjects, as astro.config.ts writes them (src/site/lib/inquiry-subject-list.ts).
    __INQUIRY_SUBJECTS__: JSON.stringify(inquirySubjectGroups),
  },
  test: {
    // Each test file in a worker thread of its own rather than a process: the
    // same isolation (its own module graph, its own copy of process.env), and
    // the whole suite alone 223 CPU-s instead of 311, 154 s instead of 197.
    pool: 'threads',
    // Vitest's default leaves one core free, which on a 2-core machine means one
    // file at a time; the crash, e-mail and database tests mostly wait, so two
    // files at once take about 30 s instead of 50 (files never share a database).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          // Each file in its own module graph (Vitest's default): components
          // keep module state (inquiry-form.tsx), which must not leak from one
          // file into another. A loaded machine makes them slower, not wrong.
          testTimeout: 20_000,
          hookTimeout: 20_000,
          include: ['src/site/**/*.test.{ts,tsx}'],
          exclude: ['src/site/**/*.pages.test.ts'],
          setupFiles: ['src/site/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Tests that render every page from content they change (vi.mock):
          // isolated, so the changed content never reaches another file.
          name: 'pages',
          environment: 'jsdom',
          include: ['src/site/**/*.pages.test.ts'],
          setupFiles: ['src/site/test-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // These tests make real databases (SQLite files, PostgreSQL schemas)
          // in this process; Vitest's 5 s default fails them on a loaded two-core
          // machine (seen at 5.3 s in a full run beside four other engineers).
          testTimeout: 20_000,
          hookTimeout: 20_000,
          include: nodeTests,
          exclude: processTests(),
        },
      },
      {
        extends: true,
        test: {
          // Tests that start the server or a command line in a process of its
          // own, or a store as the server opens it (process-tests.ts): each
          // start loads the sources through tsx, seconds of CPU, and on two
          // busy cores one start alone took over 20 s. They wait for the events
          // they expect (the server's « listening » line, its exit, an e-mail's
          // arrival), never a fixed time; this is only the bound of a test that hangs.
          name: 'processes',
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          include: processTests(),
        },
      },
    ],
  },
});
