import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { inquiryForm, inquiryThanks } from '../../src/content/inquiry.ts';
import { signupPage } from '../../src/content/signup.ts';
import { SUBPATH } from '../../playwright.config.ts';
import { apiPaths } from '../../src/shared/paths.ts';
import { goto, PERSON_USER_AGENT, PROCESS_START_MS, rowsIn, waitForIslands } from './fixtures.ts';

/**
 * deploy/nginx's configurations, as written, in a real nginx: it serves the
 * built pages itself (at the root, and under a sub-path) and passes /api/ to
 * the Node server. Only the paths and ports are changed for the test. The
 * width plays no part: the desktop project runs it.
 */
test.describe('the site behind deploy/nginx', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial' });
  const base = Number(process.env.E2E_PORT ?? 4180) + 400;
  const ports = { api: base, root: base + 1, subpath: base + 2 };
  const folder = mkdtempSync(join(tmpdir(), 'e2e-nginx-'));
  const databaseFile = join(folder, 'site.sqlite');
  let api: ServerProcess;
  let nginx: ChildProcess;

  /** A release folder as deploy/ expects it: dist/ and build/nginx/page-headers.conf. */
  function release(name: string, dist: string, headers: string): string {
    const root = join(folder, name);
    mkdirSync(join(root, 'build', 'nginx'), { recursive: true });
    symlinkSync(resolve(dist), join(root, 'dist'));
    symlinkSync(resolve(headers), join(root, 'build', 'nginx', 'page-headers.conf'));
    return root;
  }

  test.beforeAll(async () => {
    test.setTimeout(PROCESS_START_MS);
    api = await startServerProcess(
      {
        DATABASE_URL: `file:${databaseFile}`,
        STATIC_DIR: 'dist',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
      { entry: 'build/server/server.js', port: ports.api },
    );
    const atRoot = release('root', 'dist', 'build/nginx/page-headers.conf');
    const underSubpath = release(
      'subpath',
      'build/subpath-site',
      'build/subpath-nginx/page-headers.conf',
    );
    const site = (file: string, current: string) =>
      readFileSync(`deploy/nginx/${file}`, 'utf8')
        .replaceAll('/srv/studio/current', current)
        .replaceAll('127.0.0.1:8080', `127.0.0.1:${String(ports.api)}`);
    const rootSite = site('studio.conf', atRoot)
      .replace('listen 80;', `listen 127.0.0.1:${String(ports.root)};`)
      .replace('listen [::]:80;', '');
    const temp = (name: string) => join(folder, name);
    const config = `
user root;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  ${rootSite}
  server {
    listen 127.0.0.1:${String(ports.subpath)};
    ${site('studio-subpath.conf', underSubpath)}
  }
}`;
    writeFileSync(temp('nginx.conf'), config);
    const check = spawnSync('nginx', ['-t', '-c', temp('nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn('nginx', ['-c', temp('nginx.conf')], { stdio: 'ignore' });
    await expect
      .poll(
        async () =>
          (await fetch(`http://127.0.0.1:${String(ports.root)}/api/health`).catch(() => null))
            ?.status,
        { timeout: 15_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    nginx.kill('SIGQUIT');
    await api.stop('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  });

  const storedSignup = (email: string) =>
    rowsIn(databaseFile, 'SELECT email FROM emails WHERE email = ?', email);
  const storedInquiry = (email: string) =>
    rowsIn(databaseFile, 'SELECT email FROM inquiries WHERE email = ?', email);

  async function signUp(page: Page, origin: string) {
    const email = `nginx.${String(Date.now())}@exemple.fr`;
    await goto(page, `${origin}Kaouka_app_android`);
    await waitForIslands(page);
    await page.getByRole('textbox', { name: signupPage.emailLabel }).fill(email);
    await page.getByRole('button', { name: signupPage.submit }).click();
    await expect(page.getByRole('heading', { name: signupPage.successTitle })).toBeVisible();
    expect(storedSignup(email)).toHaveLength(1);
  }

  for (const where of ['root', 'subpath'] as const) {
    const origin = () =>
      where === 'root'
        ? `http://127.0.0.1:${String(ports.root)}/`
        : `http://127.0.0.1:${String(ports.subpath)}${SUBPATH}`;

    test(`pages come from nginx, compressed and with their headers (${where})`, async ({
      request,
    }) => {
      const page = await request.get(`${origin()}Website`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(page.status()).toBe(200);
      expect(page.headers()['content-encoding']).toBe('br');
      expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(page.headers()['cache-control']).toBe('no-cache');
      const html = await page.text();
      // A page without a form names no script, but its inline rules name the display face.
      const asset = /[\w/-]*\/assets\/[\w.-]+\.(?:js|woff2)/.exec(html)?.[0];
      expect(asset, 'the page names a hashed file').toBeDefined();
      const hashed = await request.get(new URL(asset ?? '', origin()).href);
      expect(hashed.status()).toBe(200);
      expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await request.get(`${origin()}Nulle_part`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('<html');
    });

    test(`a page nginx serves is counted once, by its beacon (${where})`, async ({ browser }) => {
      const path = where === 'root' ? '/Website' : '/CV';
      const context = await browser.newContext({ userAgent: PERSON_USER_AGENT });
      const page = await context.newPage();
      const beacon = page.waitForResponse(
        (response) => new URL(response.url()).pathname === apiPaths.pageViews,
      );
      await page.goto(`${origin()}${path.slice(1)}`);
      // Under the sub-path too, the page reports its address on the site.
      expect((await beacon).request().postData()).toBe(path);
      expect((await beacon).status()).toBe(204);
      await context.close();
      await expect
        .poll(
          () => {
            api.child.kill('SIGHUP');
            return rowsIn(
              databaseFile,
              'SELECT path, views FROM audience_pages WHERE path = ?',
              path,
            );
          },
          { timeout: 15_000 },
        )
        .toEqual([{ path, views: 1 }]);
    });

    test(`a sign-up and a quote request go through nginx to the server (${where})`, async ({
      page,
    }) => {
      await signUp(page, origin());
      const email = `devis.nginx.${String(Date.now())}@exemple.fr`;
      await goto(page, `${origin()}Contact`);
      await page.locator('form[data-inquiry-form]').scrollIntoViewIfNeeded();
      await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
      const field = (name: keyof typeof inquiryForm.labels) =>
        page.getByLabel(inquiryForm.labels[name], { exact: true });
      await field('name').fill('Jeanne Martin');
      await field('email').fill(email);
      await field('message').fill('Nous voulons relier notre boutique en ligne à la comptabilité.');
      await page.getByRole('button', { name: inquiryForm.submit }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: inquiryThanks.heading }),
      ).toBeVisible({ timeout: 15_000 });
      expect(storedInquiry(email)).toHaveLength(1);
    });
  }
});
