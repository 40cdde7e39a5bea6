import { expect, test } from '@playwright/test';
import { offers } from '../../src/content/offers.ts';
import { termsEn } from '../../src/content/terms-en.ts';
import { termsFr } from '../../src/content/terms-fr.ts';
import { signupPage } from '../../src/content/signup.ts';
import { expectNoAxeViolations, goto } from './fixtures.ts';

/** Every route with what proves it has rendered. Later pages add themselves here. */
const routes: ReadonlyArray<{ route: string; heading: string | RegExp }> = [
  { route: '/', heading: 'Expertise Logiciel' },
  { route: '/Website', heading: 'Mes Offres' },
  { route: `/Offer?offre=${offers[0]?.slug ?? ''}`, heading: offers[0]?.title ?? '' },
  { route: '/Offer', heading: 'Offre introuvable' },
  { route: '/Realisation', heading: 'Réalisations' },
  { route: '/Kaouka', heading: 'Kaouka' },
  { route: '/Kaouka_app_apple', heading: 'Kaouka sur iPhone' },
  { route: '/Kaouka_app_cgu', heading: termsFr.title },
  { route: '/Kaouka_app_cgu_en', heading: termsEn.title },
  { route: '/GithubInvoice', heading: 'GithubInvoice' },
  { route: '/CV', heading: 'Parcours professionnel' },
  { route: '/Team', heading: 'L’équipe' },
  { route: '/Contact', heading: 'Modèles de paiement agiles' },
  { route: '/Formation', heading: 'Formations' },
  { route: '/Kaouka_app_android', heading: signupPage.heading },
  { route: '/Mentions_legales', heading: 'Mentions légales' },
  { route: '/Confidentialite', heading: 'Politique de confidentialité' },
  { route: '/Desinscription?jeton=AAAAAAAAAAAAAAAAAAAAAA', heading: 'Désinscription' },
  { route: '/page-inconnue', heading: 'Page introuvable' },
];

for (const { route, heading } of routes) {
  test(`no WCAG 2.2 AA violation on ${route}`, async ({ page }) => {
    await goto(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`no WCAG 2.2 AA violation on ${route} in the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await goto(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
