/**
 * `npm run bench`: durable sign-ups per second. Starts the server (the
 * compiled build if there is one, else the sources through tsx) on a fresh
 * database with the rate limit off, posts distinct addresses from 64
 * connections with autocannon, checks that every address answered 201 is in
 * the table, and prints sign-ups/s with the latency percentiles.
 *
 *   npm run bench                                   # SQLite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://u:p@h/db npm run bench   # a fresh schema there
 *   BENCH_DURATION=20 BENCH_CONNECTIONS=128 BENCH_PORT=8101 npm run bench
 *   BENCH_MAIL=1 npm run bench    # with mail configured: double opt-in, an SMTP server here
 *   BENCH_TARGET=inquiries npm run bench   # quote requests per second, each proof of work verified
 */
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  createPostgresScratch,
  createSqliteScratch,
  type ScratchDatabase,
} from './lib/scratch-database.ts';
import { startServerProcess } from './lib/server-process.ts';
import { startSmtpServer } from './lib/smtp-server.ts';
import { inquiryBody, inquiryProofs } from './lib/bench-inquiries.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const port = Number(process.env.BENCH_PORT ?? 8100);
const entry =
  process.env.BENCH_ENTRY ??
  (existsSync('build/server/server.js') ? 'build/server/server.js' : 'src/server/server.ts');

async function createDatabase(): Promise<ScratchDatabase> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  return postgresUrl ? createPostgresScratch(postgresUrl) : createSqliteScratch();
}

const inquiries = process.env.BENCH_TARGET === 'inquiries';
// Proofs are made before the load, enough for a generous rate (each is good once).
const proofs = inquiries
  ? await inquiryProofs(Number(process.env.BENCH_PROOFS ?? 20_000))
  : undefined;
/**
 * The CPU time the server process has used, in µs, all its threads
 * together (Linux's /proc; undefined elsewhere). Less noisy than sign-ups
 * per second on a shared machine: another process slows the server down but
 * hardly changes what each sign-up costs it.
 */
function serverCpuMicros(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Context {
  email?: string;
}
/** One run of the load against a fresh server on a fresh database; returns requests/s. */
async function bench(maxBatch?: number): Promise<number> {
  const database = await createDatabase();
  // With BENCH_MAIL, a real SMTP server in this process takes the
  // confirmation e-mails the server sends in the background.
  const smtp = process.env.BENCH_MAIL ? await startSmtpServer() : undefined;
  const mailEnv: Record<string, string> = smtp
    ? {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Banc d’essai <banc@exemple.fr>',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      }
    : {};
  const server = await startServerProcess(
    {
      DATABASE_URL: database.url,
      STATIC_DIR: 'dist',
      SIGNUP_RATE_LIMIT: '0',
      ...(maxBatch !== undefined && { SIGNUP_MAX_BATCH: String(maxBatch) }),
      ...mailEnv,
      ...(proofs && {
        INQUIRY_SECRET: proofs.secret,
        INQUIRY_RATE_LIMIT: '0',
        INQUIRY_MIN_SECONDS: '0',
      }),
    },
    { entry, port },
  );
  console.log(
    `bench: ${entry} on ${database.engine}, ${connections} connections, ${duration} s, ${smtp ? 'double opt-in (mail configured)' : 'no mail configured'}${maxBatch === 1 ? ', NAIVE: one transaction per sign-up (SIGNUP_MAX_BATCH=1)' : ''}`,
  );

  const acknowledged: string[] = [];
  let sequence = 0;
  const cpuBefore = serverCpuMicros(server.child.pid);
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: inquiries ? '/api/inquiries' : '/api/signups',
        headers: { 'content-type': 'application/json' },
        setupRequest(request, context: Context) {
          sequence += 1;
          if (proofs) {
            const { message, body } = inquiryBody(sequence, proofs.pool[sequence] ?? '');
            context.email = message;
            return { ...request, body };
          }
          context.email = `bench-${sequence}@exemple.fr`;
          return { ...request, body: JSON.stringify({ email: context.email }) };
        },
        onResponse(status, _body, context: Context) {
          if (status === 201 && context.email) acknowledged.push(context.email);
        },
      },
    ],
  });

  const cpuAfter = serverCpuMicros(server.child.pid);
  // A graceful stop: what was in flight is committed before the process exits.
  await server.stop('SIGTERM');
  // For quote requests, what is checked is each message, stored and verified.
  const rows = await database.query<{ email: string }>(
    inquiries
      ? 'SELECT message AS email FROM inquiries WHERE verified = true'
      : 'SELECT email FROM emails',
  );
  const stored = new Set(rows.map((row) => row.email));
  const missing = acknowledged.filter((email) => !stored.has(email));
  await database.drop();

  const perSecond = Math.round(acknowledged.length / duration);
  if (proofs && sequence >= proofs.pool.length) {
    console.error(`bench: ran out of proofs (${proofs.pool.length}): raise BENCH_PROOFS`);
  }
  console.log(
    `${inquiries ? 'inquiries (proof verified)' : 'sign-ups'}/s: ${perSecond}  (201: ${acknowledged.length}, other: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts})`,
  );
  console.log(
    `latency ms: p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined && acknowledged.length > 0) {
    const perSignup = (cpuAfter - cpuBefore) / (acknowledged.length + result.non2xx);
    console.log(`server CPU per request: ${perSignup.toFixed(1)} µs (all its threads)`);
  }
  console.log(`stored rows: ${rows.length}; acknowledged but missing: ${missing.length}`);
  if (smtp) {
    console.log(
      `confirmation e-mails accepted by the SMTP server meanwhile: ${smtp.accepted.length}`,
    );
    await smtp.close();
  }
  if (missing.length > 0 || result.non2xx > 0 || result.errors > 0) {
    console.error(
      `bench: FAILED: a ${inquiries ? 'request' : 'sign-up'} was refused, failed or lost`,
    );
    process.exitCode = 1;
  }
  return perSecond;
}

if (inquiries) {
  await bench();
} else {
  // The naive server first (one transaction per sign-up), then the real
  // one (group commit), on the same machine in the same run.
  const naive = await bench(1);
  const grouped = await bench();
  console.log(
    `sign-ups/s: ${grouped} with group commit, ${naive} one transaction per sign-up: ×${(grouped / Math.max(1, naive)).toFixed(1)}`,
  );
}
