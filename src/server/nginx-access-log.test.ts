import { spawn, spawnSync } from 'node:child_process';
import { eventually } from '../../tests/support/eventually.ts';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });

/**
 * deploy/nginx/studio.conf as written, in a real nginx (paths and ports
 * replaced): its access log must not hold the tokens of the confirmation and
 * unsubscribe links, from the request line or the referrer (security review L2).
 */
describe('the access log of deploy/nginx/studio.conf', () => {
  it('records each request without its query string, nor the referrer’s', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'nginx-log-'));
    onTestFinished(() => {
      rmSync(folder, { recursive: true, force: true });
    });
    // nginx's workers (another user when started as root) read the pages.
    chmodSync(folder, 0o755);
    const current = join(folder, 'current');
    mkdirSync(join(current, 'dist'), { recursive: true });
    mkdirSync(join(current, 'build', 'nginx'), { recursive: true });
    writeFileSync(join(current, 'build', 'nginx', 'page-headers.conf'), '');
    writeFileSync(join(current, 'dist', 'Desinscription.html'), '<!doctype html><title>x</title>');
    // The API: any answer will do.
    const api: Server = createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    onTestFinished(
      () =>
        new Promise<void>((resolve) =>
          api.close(() => {
            resolve();
          }),
        ),
    );
    const apiPort = (api.address() as AddressInfo).port;
    const port = await freePort();
    const log = join(folder, 'access.log');
    const site = readFileSync('deploy/nginx/studio.conf', 'utf8')
      .replaceAll('/srv/studio/current', current)
      .replaceAll('127.0.0.1:8080', `127.0.0.1:${String(apiPort)}`)
      .replaceAll('/var/log/nginx/access.log', log)
      .replace('listen 80;', `listen 127.0.0.1:${String(port)};`)
      .replace('listen [::]:80;', '');
    const temp = (name: string) => join(folder, name);
    writeFileSync(
      temp('nginx.conf'),
      `daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
events {}
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  ${site}
}`,
    );
    const check = spawnSync('nginx', ['-t', '-c', temp('nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    const nginx = spawn('nginx', ['-c', temp('nginx.conf')], { stdio: 'ignore' });
    onTestFinished(() => {
      nginx.kill('SIGQUIT');
    });
    const origin = `http://127.0.0.1:${String(port)}`;
    await eventually(
      async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status === 200,
    );

    const referrer = `${origin}/Desinscription?jeton=SECRET-REFERRER`;
    const answers = await Promise.all([
      fetch(`${origin}/Desinscription?jeton=SECRET-PAGE`),
      fetch(`${origin}/api/unsubscribe?token=SECRET-ONE-CLICK`, {
        method: 'POST',
        headers: { referer: referrer },
      }),
      fetch(`${origin}/api/confirmation?token=SECRET-LINK`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // nginx writes a request's line once it has answered it.
    await eventually(() => readFileSync(log, 'utf8').split('\n').filter(Boolean).length >= 4);
    const written = readFileSync(log, 'utf8');
    expect(written).toContain('"POST /api/unsubscribe HTTP/1.1" 200');
    expect(written).toContain(`"${origin}/Desinscription"`);
    expect(written).not.toContain('SECRET');
  });
});
