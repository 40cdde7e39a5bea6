/**
 * `npm run bench:pages`: prerendered pages per second, from one run to the
 * next on the same build: our server with the audience counts on, then off,
 * then nginx on the same `dist/` with one worker (when installed:
 * `apt-get install nginx-light libnginx-mod-http-brotli-static wrk`), in
 * turn for each round; each keeps its best round. All get the same page
 * (`/Website`, Brotli, a browser's User-Agent, so counting really counts)
 * from the same load: 64 keep-alive connections, wrk's two threads when
 * installed (it costs the CPU little), else autocannon. Like with like: our
 * server is one process, hence one core for its JavaScript, against one
 * nginx worker; neither writes an access log; nginx keeps its connections
 * as long as ours does. After each counting run, the views written at
 * SIGTERM are checked against the pages answered.
 *
 *   npm run build && npm run bench:pages
 *   BENCH_DURATION=10 BENCH_ROUNDS=3 BENCH_CONNECTIONS=128 BENCH_PORT=8600 BENCH_PAGE=/ npm run bench:pages
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { createSqliteScratch } from './lib/scratch-database.ts';
import { startServerProcess } from './lib/server-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const port = Number(process.env.BENCH_PORT ?? 8600);
const page = process.env.BENCH_PAGE ?? '/Website';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const entry =
  process.env.BENCH_ENTRY ??
  (existsSync('build/server/server.js') ? 'build/server/server.js' : 'src/server/server.ts');
const site = path.resolve(process.env.STATIC_DIR ?? 'dist');
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headers = { 'accept-encoding': 'br', 'user-agent': userAgent };

const has = (command: string) => spawnSync('which', [command]).status === 0;
const useWrk = has('wrk');

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
  const args = ['-t2', `-c${connections}`, `-d${duration}s`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? NaN);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  return { perSecond: Math.round(perSecond), requests, errors };
}

/** The security headers our server sends with the page, for nginx to send the same bytes. */
let pageHeaders: [string, string][] = [];
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

async function ourServer(audience: 'on' | 'off'): Promise<Load & { counted?: number }> {
  const database = await createSqliteScratch();
  try {
    const server = await startServerProcess(
      { DATABASE_URL: database.url, STATIC_DIR: site, AUDIENCE: audience },
      { entry, port },
    );
    const sample = await fetch(`${server.url}${page}`, { headers: { 'accept-encoding': 'br' } });
    pageHeaders = [];
    sample.headers.forEach((value, name) => {
      if (!OWN_HEADERS.has(name)) pageHeaders.push([name, value]);
    });
    // A short warm-up, so the JIT has compiled the hot path for both runs alike.
    await autocannon({ url: `${server.url}${page}`, connections: 8, duration: 1, headers });
    const result = await load(`${server.url}${page}`);
    await server.stop('SIGTERM');
    const [row] = await database.query<{ views: number | null }>(
      `SELECT SUM(views) AS views FROM audience_pages WHERE path = '${page}'`,
    );
    return audience === 'on' ? { ...result, counted: row?.views ?? 0 } : result;
  } finally {
    await database.drop();
  }
}

async function nginx(workers: string, withOurHeaders = false): Promise<Load | undefined> {
  if (!has('nginx')) return undefined;
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'));
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  await writeFile(
    path.join(folder, 'nginx.conf'),
    `${existsSync(brotli) ? `load_module ${brotli};` : ''}
worker_processes ${workers};
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
    listen 127.0.0.1:${port + 1};
    root ${site};
    ${existsSync(brotli) ? 'brotli_static on;' : ''}
    gzip_static on;
    location / {
      try_files $uri $uri.html =404;
      add_header Cache-Control no-cache;
      ${withOurHeaders ? pageHeaders.map(([name, value]) => `add_header ${name} ${JSON.stringify(value)};`).join('\n      ') : ''}
    }
  }
}
`,
  );
  const child = spawn(
    'nginx',
    ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  try {
    const url = `http://127.0.0.1:${port + 1}${page}`;
    for (let tries = 0; ; tries += 1) {
      const response = await fetch(url, { headers }).catch(() => undefined);
      if (response?.ok) break;
      if (tries > 50) throw new Error('nginx did not start');
      await sleep(100);
    }
    return await load(url);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  }
}

console.log(
  `bench:pages: ${page} (Brotli) from ${site}, ${connections} connections, ${duration} s a run, ${rounds} rounds, load by ${useWrk ? 'wrk' : 'autocannon'}; server ${entry}`,
);
console.log(
  'like with like: one Node process against one nginx worker process, the same file, the same request (Accept-Encoding: br), the same load, no access log on either side',
);
// Our server on and off and nginx take turns, in the reverse order every
// other round, and each keeps its best round: another process taking the
// CPU for a moment then slows one run, not one configuration.
const runs: { on: (Load & { counted?: number })[]; off: Load[]; nginx: Load[] } = {
  on: [],
  off: [],
  nginx: [],
};
const turns = [
  async () => void runs.on.push(await ourServer('on')),
  async () => void runs.off.push(await ourServer('off')),
  async () => {
    const single = await nginx('1');
    if (single) runs.nginx.push(single);
  },
];
for (let round = 0; round < rounds; round += 1) {
  for (const turn of round % 2 === 0 ? turns : [...turns].reverse()) await turn();
}
const best = <Run extends Load>(list: Run[]) =>
  list.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
const perSecond = (list: Load[]) => list.map((run) => run.perSecond).join(', ');
const counting = best(runs.on);
const plain = best(runs.off);
console.log(
  `our server, counting on:  ${counting.perSecond} pages/s (rounds: ${perSecond(runs.on)}; ${counting.requests} answered, ${counting.counted} views written at SIGTERM)`,
);
console.log(
  `our server, counting off: ${plain.perSecond} pages/s (rounds: ${perSecond(runs.off)})`,
);
const costs = runs.on
  .map(
    (run, round) =>
      `${(100 * (1 - run.perSecond / (runs.off[round]?.perSecond ?? NaN))).toFixed(1)} %`,
  )
  .join(', ');
console.log(
  `counting costs: ${(100 * (1 - counting.perSecond / plain.perSecond)).toFixed(1)} % (target < 10 %; round by round: ${costs})`,
);
if (runs.nginx.length > 0) {
  // The server as it runs, counting: its share of one nginx worker's rate.
  const share = (reference: Load) =>
    `${((100 * counting.perSecond) / reference.perSecond).toFixed(0)} %`;
  const single = best(runs.nginx);
  // Each round's own share too: its runs were next to each other in time.
  const shares = runs.nginx
    .map(
      (run, round) => `${((100 * (runs.on[round]?.perSecond ?? 0)) / run.perSecond).toFixed(0)} %`,
    )
    .join(', ');
  console.log(
    `nginx, 1 worker:                    ${single.perSecond} pages/s (rounds: ${perSecond(runs.nginx)}; ours counting: ${share(single)}, target ≥ 50 %; round by round: ${shares})`,
  );
  // Then with our security headers too (CSP and the rest, about 1 kB an
  // answer): the same bytes on the wire as our server sends. And with a
  // worker per core, which a single Node process does not compare with.
  const singleHeaders = await nginx('1', true);
  const perCore = await nginx('auto');
  if (singleHeaders && perCore) {
    console.log(
      `nginx, 1 worker, our headers:       ${singleHeaders.perSecond} pages/s (ours counting: ${share(singleHeaders)})`,
    );
    console.log(
      `nginx, a worker per core:           ${perCore.perSecond} pages/s (ours counting: ${share(perCore)})`,
    );
  }
} else {
  console.log('nginx: not installed, not measured');
}
const errors = [...runs.on, ...runs.off].reduce((sum, run) => sum + run.errors, 0);
if (errors > 0 || runs.on.some((run) => (run.counted ?? 0) < run.requests)) {
  console.error('bench:pages: FAILED: an error, or fewer views written than pages answered');
  process.exit(1);
}
