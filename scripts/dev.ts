/**
 * `npm run dev`: the site with hot reload (Astro, http://127.0.0.1:5173) and
 * the API beside it (the Fastify server from the sources, restarted when they
 * change), on a development database, so that signing up and unsubscribing
 * work in development as in production. Astro's server proxies `/api/` to the
 * API (`vite.server.proxy` in astro.config.ts, which reads DEV_API_PORT too).
 *
 *   npm run dev                                  # data/dev.sqlite
 *   DATABASE_URL=postgres://… npm run dev        # another database
 *   DEV_PORT=5174 DEV_API_PORT=8788 npm run dev  # other ports
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dev } from 'astro';
import { devApiPort } from './lib/dev-ports.ts';

const apiPort = devApiPort();
const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
const api = spawn(
  process.execPath,
  [tsx, 'watch', '--clear-screen=false', 'src/server/server.ts'],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      // Never the production file by mistake: development has its own.
      DATABASE_URL: process.env.DATABASE_URL ?? 'file:./data/dev.sqlite',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  },
);

const site = await dev({});
console.log(`dev: API on http://127.0.0.1:${String(apiPort)} (proxied under /api/)`);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  void site.stop().finally(() => process.exit(code));
};
process.once('SIGINT', () => {
  stop(0);
});
process.once('SIGTERM', () => {
  stop(0);
});
api.once('exit', (code) => {
  if (stopping) return;
  console.error(`dev: the API stopped (exit code ${String(code)})`);
  stop(1);
});
