/**
 * `npm run bench:timing`: can the answer time of POST /api/signups tell a new
 * address from a registered one (issue 19, item 3)? The application on a
 * fresh database, 20 addresses to warm up, then 150 pairs (a new address, a
 * registered one) alternated so the machine's drift falls on both alike;
 * prints both medians and how often the best single threshold on the time
 * tells them apart (50 % is chance, 100 % always). Above 75 % it fails.
 * A measurement, hence a bench and not a unit test: it depends on the
 * machine's speed and on what else runs.
 *
 *   npm run bench:timing                                         # SQLite
 *   BENCH_DATABASE_URL=postgres://u:p@h/db npm run bench:timing  # a fresh schema there
 */
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openStore } from '../src/store/open-store.ts';
import { visitorStore } from '../src/store/open-store.ts';
import { createPostgresScratch, createSqliteScratch } from './lib/scratch-database.ts';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** How often the best single threshold on the answer time tells a new address from a registered one. */
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

const postgresUrl = process.env.BENCH_DATABASE_URL;
const database = postgresUrl
  ? await createPostgresScratch(postgresUrl)
  : await createSqliteScratch();
const store = await openStore(database.url);
const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'missing', SIGNUP_RATE_LIMIT: '0' });
const app = await buildApp({ config, store: visitorStore(store) });

const timed = async (email: string) => {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/signups', payload: { email } });
  if (response.statusCode !== 201) throw new Error(`${email}: ${String(response.statusCode)}`);
  return performance.now() - started;
};

try {
  for (let index = 0; index < 20; index += 1) await timed(`chauffe${index}@exemple.fr`);
  const fresh: number[] = [];
  const repeated: number[] = [];
  for (let index = 0; index < 150; index += 1) {
    fresh.push(await timed(`nouveau${index}@exemple.fr`));
    repeated.push(await timed(`chauffe${index % 20}@exemple.fr`));
  }
  const accuracy = bestThresholdAccuracy(fresh, repeated);
  console.log(
    `${database.engine}: new ${median(fresh).toFixed(2)} ms, registered ${median(repeated).toFixed(2)} ms (medians); a threshold tells them apart ${(accuracy * 100).toFixed(0)} % of the time`,
  );
  if (accuracy >= 0.75) {
    console.error('bench:timing: FAILED: the answer time tells a registered address (≥ 75 %)');
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await store.close();
  await database.drop();
}
