import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { appOn } from '../../../tests/support/server.ts';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * How often the best single threshold on the answer time tells a new address
 * from a registered one: 0.5 is chance, 1 always.
 */
function bestThresholdAccuracy(fresh: readonly number[], repeated: readonly number[]): number {
  let best = 0.5;
  for (const threshold of [...fresh, ...repeated]) {
    const right =
      fresh.filter((time) => time > threshold).length +
      repeated.filter((time) => time <= threshold).length;
    const accuracy = right / (fresh.length + repeated.length);
    best = Math.max(best, accuracy, 1 - accuracy);
  }
  return best;
}

function timingTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`membership by timing on ${engine} (issue 19, item 3)`, () => {
    it(
      'answers a new and a registered address in times a threshold cannot tell apart',
      { timeout: 60_000 },
      async () => {
        const database = await createDatabase();
        onTestFinished(() => database.drop());
        const { signUp, close } = await appOn(database);
        onTestFinished(() => close());
        const timed = async (email: string) => {
          const started = performance.now();
          const response = await signUp(email);
          expect(response.statusCode).toBe(201);
          return performance.now() - started;
        };
        // Warm-up, then alternate: the machine's drift falls on both alike.
        for (let index = 0; index < 20; index += 1) await timed(`chauffe${index}@exemple.fr`);
        const fresh: number[] = [];
        const repeated: number[] = [];
        for (let index = 0; index < 150; index += 1) {
          fresh.push(await timed(`nouveau${index}@exemple.fr`));
          repeated.push(await timed(`chauffe${index % 20}@exemple.fr`));
        }
        const accuracy = bestThresholdAccuracy(fresh, repeated);
        console.log(
          `${engine}: new ${median(fresh).toFixed(2)} ms, registered ${median(repeated).toFixed(2)} ms (medians); a threshold tells them apart ${(accuracy * 100).toFixed(0)} % of the time`,
        );
        expect(accuracy).toBeLessThan(0.75);
      },
    );
  });
}

timingTests('SQLite', createSqliteDatabase);
onPostgres('membership by timing on PostgreSQL', () => {
  timingTests('PostgreSQL', createPostgresDatabase);
});
