import { expect, test, type Page } from '@playwright/test';
import { goto } from './fixtures.ts';

/** The main script's address: blocking it shows what the page is before any application code. */
const MAIN_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

const themeSwitch = (page: Page) => page.getByRole('button', { name: /^Thème / });

/** The page's background colour, as painted. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme follows the system until the visitor chooses, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await goto(page, '/CV');
  const systemLight = await background(page);
  await expect(themeSwitch(page)).toHaveAccessibleName(/^Thème automatique/);

  // automatique → clair → sombre
  await themeSwitch(page).click();
  await expect(themeSwitch(page)).toHaveAccessibleName(/^Thème clair/);
  await themeSwitch(page).click();
  await expect(themeSwitch(page)).toHaveAccessibleName(/^Thème sombre/);
  const dark = await background(page);
  expect(dark).not.toBe(systemLight);

  // On the next page load, before any application code runs: already dark.
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await page.goto('/Team');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(dark);
  await page.unroute(MAIN_SCRIPT);

  // The system's setting no longer decides; back to automatique, it does again.
  await goto(page, '/Team');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).toBe(dark);
  await themeSwitch(page).click();
  await expect(themeSwitch(page)).toHaveAccessibleName(/^Thème automatique/);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await background(page)).toBe(systemLight);
});

test('paper is light whatever the theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await goto(page, '/CV');
  const screen = await background(page);
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
  const paper = await background(page);
  expect(paper).not.toBe(screen);
  expect(paper).toBe('rgb(255, 255, 255)');
});
