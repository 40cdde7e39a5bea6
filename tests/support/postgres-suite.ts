import { describe } from 'vitest';
import { describePostgresSkipReason } from './databases.ts';

/**
 * Runs `register` (which declares a PostgreSQL suite) when TEST_DATABASE_URL
 * names a database. Without one, outside CI, the suite's own tests are
 * declared but skipped, each reported as skipped under
 * "<title> (skipped: no TEST_DATABASE_URL)", and none of its hooks runs;
 * in CI the absence fails (describePostgresSkipReason throws).
 */
export function onPostgres(title: string, register: () => void): void {
  const skipReason = describePostgresSkipReason();
  if (!skipReason) {
    register();
    return;
  }
  console.warn(skipReason);
  describe.skip(`${title} (skipped: no TEST_DATABASE_URL)`, register);
}
