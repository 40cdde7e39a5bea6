/// <reference lib="dom" />
// (The functions given to page.evaluate run in the browser.)
/**
 * `npm run screenshots`: every page of the site at 320, 375, 1280 and
 * 1920 px, in the light and the dark theme, as full-page PNGs in `screenshots/`
 * (git-ignored), from the production build (`npm run build` first). It also
 * says which pages scroll sideways at 320 px, the narrowest width we support.
 *
 * `npx tsx scripts/screenshots.ts /CV /Team` takes only the routes named.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { offers } from '../src/content/offers.ts';
import { UNSUBSCRIBE_PAGE_PARAM } from '../src/shared/unsubscribe.ts';
import { projects } from '../src/content/projects.ts';
import { offerHref, paths, projectHref } from '../src/site/paths.ts';
import { startProductionServer } from './budgets/production-server.ts';

const outDir = path.resolve('screenshots');
const widths = [320, 375, 1280, 1920] as const;
const themes = ['light', 'dark'] as const;
const firstOffer = offers[0];

/** Every page, one offer, every project, the unsubscribe page with a token, and an unknown address. */
const allRoutes: readonly string[] = [
  ...new Set([
    ...Object.values(paths).filter((route) => route !== paths.unsubscribe),
    ...projects.map((project) => projectHref(project.slug)),
  ]),
  ...(firstOffer ? [offerHref(firstOffer.slug)] : []),
  `${paths.unsubscribe}?${UNSUBSCRIBE_PAGE_PARAM}=AAAAAAAAAAAAAAAAAAAAAA`,
  '/page-inconnue',
];

/** The address of a route on the server. */
function address(origin: string, route: string): string {
  return `${origin}${route}`;
}

function fileName(route: string, width: number, theme: string): string {
  const slug = route.replace(/^\//, '').replace(/[^A-Za-z0-9_-]+/g, '-') || 'accueil';
  return `${slug}-${width}-${theme}.png`;
}

async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const wanted = process.argv.slice(2);
const routes = wanted.length > 0 ? allRoutes.filter((route) => wanted.includes(route)) : allRoutes;

await mkdir(outDir, { recursive: true });
const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const overflowing: string[] = [];
try {
  for (const width of widths) {
    // Reduced motion: the banner shows its whole title, as a reader would see it after typing.
    const context = await browser.newContext({
      viewport: { width, height: width < 1000 ? 740 : 800 },
      deviceScaleFactor: 1,
      locale: 'fr-FR',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const route of routes) {
      for (const theme of themes) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(address(server.origin, route));
        await settle(page);
        if (width === 320 && theme === 'light') {
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
          );
          if (sideways) overflowing.push(route);
        }
        const file = path.join(outDir, fileName(route, width, theme));
        await page.screenshot({ path: file, fullPage: true });
        console.log(`screenshots: ${path.relative(process.cwd(), file)}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  overflowing.length === 0
    ? 'screenshots: no page scrolls sideways at 320 px'
    : `screenshots: these pages scroll sideways at 320 px: ${overflowing.join(', ')}`,
);
process.exitCode = overflowing.length === 0 ? 0 : 1;
