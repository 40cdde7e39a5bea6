/**
 * `npm run bench:pages`: prerendered pages per second, on the same build:
 * our server with the audience counts on, our server with them off, and
 * nginx on the same `dist/` with one worker (when installed:
 * `apt-get install nginx-light libnginx-mod-http-brotli-static wrk`).
 *
 * All get the same page (`/Website`, Brotli, a browser's User-Agent, so
 * counting really counts) from 64 keep-alive connections, by wrk when
 * installed, else autocannon. Like with like: our server is one process,
 * hence one core for its JavaScript, against one nginx worker; neither
 * writes an access log; nginx keeps its connections as long as ours does.
 * With taskset and two cores or more, the servers run on CPU 0 and the load
 * on the others, so the load never takes the servers' core.
 *
 * Two measures:
 * - **Alone**: each server in turn has CPU 0 to itself; each keeps its best
 *   round. The pages per second a reader expects, but this machine's speed
 *   drifts by up to half from one minute to the next (a shared virtual
 *   machine), so two runs a few seconds apart differ by more than counting
 *   costs.
 * - **Side by side**: two servers share CPU 0 at the same time, each under
 *   its own load. Both then run through the same drift, and the scheduler
 *   gives each half the core; each one's pages per second of its own CPU
 *   time (read from /proc) is its cost per page, the median of the pairs'
 *   rounds: what counting costs (target under 10 %, on against off), and
 *   our server's share of nginx, printed with no target (decision 016:
 *   in production nginx serves the pages itself, deploy/nginx/).
 *
 * After the runs, the views written at SIGTERM are checked against the
 * pages answered with counting on.
 *
 *   npm run build && npm run bench:pages
 *   BENCH_DURATION=5 BENCH_ROUNDS=2 BENCH_PAIRS=5 BENCH_CONNECTIONS=64 BENCH_PORT=8600 BENCH_PAGE=/ npm run bench:pages
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { createSqliteScratch } from './lib/scratch-database.ts';
import { startServerProcess } from './lib/server-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const port = Number(process.env.BENCH_PORT ?? 8600);
const page = process.env.BENCH_PAGE ?? '/Website';
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const pairRounds = Number(process.env.BENCH_PAIRS ?? 5);
const entry =
  process.env.BENCH_ENTRY ??
  (existsSync('build/server/server.js') ? 'build/server/server.js' : 'src/server/server.ts');
const site = path.resolve(process.env.STATIC_DIR ?? 'dist');
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headers = { 'accept-encoding': 'br', 'user-agent': userAgent };

const has = (command: string) => spawnSync('which', [command]).status === 0;
const useWrk = has('wrk');
const cores = availableParallelism();
// The servers on CPU 0, the load on the others.
const pinned = has('taskset') && cores >= 2;
const serverCpu = pinned ? '0' : undefined;
const loadCpus = `1-${cores - 1}`;

interface Load {
  readonly perSecond: number;
  readonly requests: number;
  readonly errors: number;
}

async function load(url: string): Promise<Load> {
  if (!useWrk) {
    const result = await autocannon({ url, connections, duration, headers });
    return {
      perSecond: Math.round(result.requests.average),
      requests: result.requests.total,
      errors: result.errors + result.non2xx,
    };
  }
  const wrk = [`-t${pinned ? cores - 1 : 2}`, `-c${connections}`, `-d${duration}s`];
  for (const [name, value] of Object.entries(headers)) wrk.push('-H', `${name}: ${value}`);
  const [command = '', ...args] = pinned
    ? ['taskset', '-c', loadCpus, 'wrk', ...wrk, url]
    : ['wrk', ...wrk, url];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await new Promise((resolve) => child.once('close', resolve));
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? NaN);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  return { perSecond: Math.round(perSecond), requests, errors };
}

/** A process's CPU time so far (user and system, all its threads, in clock ticks), or NaN off Linux. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return NaN;
  }
}

/** A server under test: where it answers, and the process whose CPU time it spends. */
interface Target {
  readonly name: string;
  readonly url: string;
  readonly pid: () => number;
  /** Every page answered to the load, for the views check. */
  answered: number;
  errors: number;
}

/** The security headers our server sends with the page, for nginx to send the same bytes. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
  'vary',
  'cache-control',
  'date',
  'connection',
  'keep-alive',
]);

async function ourServer(audience: 'on' | 'off', offset: number) {
  const database = await createSqliteScratch();
  const server = await startServerProcess(
    { DATABASE_URL: database.url, STATIC_DIR: site, AUDIENCE: audience },
    { entry, port: port + offset, cpus: serverCpu },
  );
  const target: Target = {
    name: `our server, counting ${audience}`,
    url: `${server.url}${page}`,
    pid: () => server.child.pid ?? NaN,
    answered: 0,
    errors: 0,
  };
  return { database, server, target };
}

async function securityHeaders(url: string): Promise<[string, string][]> {
  const sample = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  const found: [string, string][] = [];
  sample.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) found.push([name, value]);
  });
  return found;
}

/** nginx with one worker on the same `dist/`, with our security headers or its own few. */
async function nginx(offset: number, pageHeaders: [string, string][] | undefined) {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'));
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  const added = (pageHeaders ?? [])
    .map(([name, value]) => `add_header ${name} ${JSON.stringify(value)};`)
    .join('\n      ');
  await writeFile(
    path.join(folder, 'nginx.conf'),
    `${existsSync(brotli) ? `load_module ${brotli};` : ''}
worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')};
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  # Node keeps a connection for any number of requests; nginx's default
  # closes it after 1,000.
  keepalive_requests 1000000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port + offset};
    root ${site};
    ${existsSync(brotli) ? 'brotli_static on;' : ''}
    gzip_static on;
    location / {
      try_files $uri $uri.html =404;
      add_header Cache-Control no-cache;
      ${added}
    }
  }
}
`,
  );
  const nginxArgs = ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'];
  const [command = '', ...args] =
    serverCpu === undefined
      ? ['nginx', ...nginxArgs]
      : ['taskset', '-c', serverCpu, 'nginx', ...nginxArgs];
  const child = spawn(command, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port + offset}${page}`;
  for (let tries = 0; ; tries += 1) {
    const response = await fetch(url, { headers }).catch(() => undefined);
    if (response?.ok) break;
    if (tries > 50) throw new Error('nginx did not start');
    await sleep(100);
  }
  // The one worker does the work: the master only starts it. Off Linux
  // (no /proc) there is no CPU time to read, and the pairs compare rates.
  let worker = NaN;
  try {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8');
    worker = Number(children.trim().split(' ')[0]);
  } catch {
    // cpuTicks(NaN) is NaN: sideBySide then compares pages per second.
  }
  const target: Target = {
    name: pageHeaders ? 'nginx, 1 worker, our headers' : 'nginx, 1 worker',
    url,
    pid: () => worker,
    answered: 0,
    errors: 0,
  };
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  return { target, stop };
}

/** One run of the load on one target, counted into its totals. */
async function measure(target: Target): Promise<{ load: Load; ticks: number }> {
  const before = cpuTicks(target.pid());
  const result = await load(target.url);
  target.answered += result.requests;
  target.errors += result.errors;
  return { load: result, ticks: cpuTicks(target.pid()) - before };
}

/** Two targets under load at once on the same core: each one's pages per CPU tick. */
async function sideBySide(first: Target, second: Target) {
  const [a, b] = await Promise.all([measure(first), measure(second)]);
  const perTick = ({ load: run, ticks }: { load: Load; ticks: number }) =>
    Number.isFinite(ticks) && ticks > 0 ? run.requests / ticks : run.perSecond;
  return {
    first: a.load.perSecond,
    second: b.load.perSecond,
    cpuShare: a.ticks / (a.ticks + b.ticks),
    ratio: perTick(a) / perTick(b),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percent = (value: number) => `${(100 * value).toFixed(1)} %`;

console.log(
  `bench:pages: ${page} (Brotli) from ${site}, ${connections} connections a server, ${duration} s a run, load by ${useWrk ? 'wrk' : 'autocannon'}; server ${entry}`,
);
console.log(
  pinned
    ? `servers on CPU 0, the load on CPUs ${loadCpus} (taskset); one Node process against one nginx worker, the same file, the same request, no access log on either side`
    : 'no taskset or one core: servers and load share the CPUs; one Node process against one nginx worker',
);

const counting = await ourServer('on', 0);
const plain = await ourServer('off', 1);
const hasNginx = has('nginx');
const ourHeaders = await securityHeaders(counting.target.url);
const nginxPlain = hasNginx ? await nginx(2, undefined) : undefined;
const nginxHeaders = hasNginx ? await nginx(3, ourHeaders) : undefined;
const targets = [counting.target, plain.target, nginxPlain?.target, nginxHeaders?.target].filter(
  (target) => target !== undefined,
);
let failed = false;
try {
  // A short warm-up, so the JIT has compiled the hot path for every run alike.
  for (const target of targets) {
    await autocannon({ url: target.url, connections: 8, duration: 1, headers });
  }

  // Alone: in turn, the order reversed every other round; each keeps its best.
  const alone = new Map<Target, number[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      alone.get(target)?.push((await measure(target)).load.perSecond);
    }
  }
  console.log(`\nalone, CPU 0 to itself, best of ${rounds} rounds:`);
  for (const [target, runs] of alone) {
    console.log(
      `  ${`${target.name}:`.padEnd(34)}${String(Math.max(...runs)).padStart(6)} pages/s (rounds: ${runs.join(', ')})`,
    );
  }

  // Side by side: the targets' verdicts.
  const pairs: [Target, Target, string, (ratio: number) => string][] = [
    [
      counting.target,
      plain.target,
      'counting costs',
      (ratio) => `${percent(1 - ratio)} (target < 10 %)`,
    ],
  ];
  if (nginxPlain && nginxHeaders) {
    pairs.push(
      [
        counting.target,
        nginxPlain.target,
        'ours counting, share of nginx',
        (ratio) => `${percent(ratio)} (no target: nginx serves dist/ in production, decision 016)`,
      ],
      [
        counting.target,
        nginxHeaders.target,
        'the same, nginx with our headers',
        (ratio) => `${percent(ratio)} (the same bytes on the wire)`,
      ],
    );
  }
  console.log(
    `\nside by side on one core, ${pairRounds} rounds: each server's pages per second of its own CPU time, the median round`,
  );
  for (const [first, second, label, verdict] of pairs) {
    const runs = [];
    for (let round = 0; round < pairRounds; round += 1) runs.push(await sideBySide(first, second));
    const ratios = runs.map((run) => run.ratio);
    console.log(`  ${`${label}:`.padEnd(34)}${verdict(median(ratios))}`);
    console.log(
      `    ${first.name} against ${second.name}, pages/s a round: ${runs.map((run) => `${run.first}/${run.second}`).join(', ')}`,
    );
    console.log(
      `    ratio of cost a round: ${ratios.map((ratio) => ratio.toFixed(3)).join(', ')}; CPU share of the first: ${runs.map((run) => percent(run.cpuShare)).join(', ')}`,
    );
  }
} finally {
  await nginxPlain?.stop();
  await nginxHeaders?.stop();
  await plain.server.stop('SIGTERM');
  await counting.server.stop('SIGTERM');
  const [row] = await counting.database.query<{ views: number | null }>(
    `SELECT SUM(views) AS views FROM audience_pages WHERE path = '${page}'`,
  );
  const views = row?.views ?? 0;
  console.log(
    `\nviews written at SIGTERM: ${views}, for ${counting.target.answered} pages answered to the load with counting on (and the warm-up's)`,
  );
  failed = views < counting.target.answered || counting.target.errors + plain.target.errors > 0;
  await counting.database.drop();
  await plain.database.drop();
}
if (failed) {
  console.error('bench:pages: FAILED: an error, or fewer views written than pages answered');
  process.exit(1);
}
