import { describe, it } from 'vitest';
import { describePostgresSkipReason } from './databases.ts';

/**
 * Runs `register` (which declares a PostgreSQL suite) when TEST_DATABASE_URL
 * names a database. Without one, outside CI, the suite is reported as skipped
 * under `title`, with the reason, instead of vanishing; in CI its absence fails.
 */
export function onPostgres(title: string, register: () => void): void {
  const skipReason = describePostgresSkipReason();
  if (!skipReason) {
    register();
    return;
  }
  console.warn(skipReason);
  describe.skipIf(true)(`${title} (${skipReason})`, () => {
    it('needs TEST_DATABASE_URL', () => {});
  });
}
