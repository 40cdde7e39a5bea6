import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built site of a few pages in a temporary folder (the server reads any
 * `*.html` as a page): `/`, `/Website`, `/Kaouka_app_android`, an offer, the
 * 404 page, an asset, a preview image and the favicon.
 */
export async function createTinySite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-'));
  await mkdir(path.join(root, 'Offer'));
  await mkdir(path.join(root, 'assets'));
  await mkdir(path.join(root, 'og'));
  const page = (name: string) => `<!doctype html><title>${name}</title><h1>${name}</h1>`;
  await writeFile(path.join(root, 'index.html'), page('accueil'));
  await writeFile(path.join(root, 'Website.html'), page('offres'));
  await writeFile(path.join(root, 'Kaouka_app_android.html'), page('inscription'));
  await writeFile(path.join(root, 'Offer', 'securite.html'), page('sécurité'));
  await writeFile(path.join(root, '404.html'), page('introuvable'));
  await writeFile(path.join(root, 'assets', 'main-abc123.js'), 'console.log(1);');
  await writeFile(path.join(root, 'og', 'Website.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** A browser's User-Agent (app.inject's own is taken for a robot). */
export const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
