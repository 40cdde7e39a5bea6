import { expect, test } from '@playwright/test';
import { offerFamilies, offers, offersText } from '../../src/content/offers.ts';
import { kaoukaApplePage, kaoukaPage } from '../../src/content/kaouka.ts';
import { site } from '../../src/content/site.ts';
import { formatPhone } from '../../src/shared/french-format.ts';
import { goto } from './fixtures.ts';
import { landingPromise } from '../../src/content/landing.ts';
import { landingStory } from '../../src/content/landing-story.ts';

test.describe('landing page', () => {
  test('has its title, language, promise and tagline, on a first screen as tall as SPEC’s banner', async ({
    page,
  }) => {
    await goto(page, '/');
    await expect(page).toHaveTitle(site.studioName);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: landingPromise })).toBeVisible();
    await expect(page.getByTestId('typed-text')).toHaveText(site.tagline);
    // SPEC.md's 300 px banner is now the first screen: at least as tall.
    const banner = await page.getByRole('heading', { level: 1 }).locator('../..').boundingBox();
    expect(banner?.height).toBeGreaterThanOrEqual(300);
  });

  test('has SPEC’s eight cards in their order, external ones opening a new tab safely', async ({
    page,
  }) => {
    await goto(page, '/');
    // The booking first (the first screen's primary action), the four profiles
    // under « Qui suis-je ? », then the ways into the site (issue 45).
    const main = page.getByRole('main');
    const cards = [
      main.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link').first(),
      ...[0, 1, 2, 3].map((index) =>
        main
          .getByRole('list', { name: 'Le studio sur les réseaux sociaux' })
          .getByRole('link')
          .nth(index),
      ),
      main.getByRole('link', { name: landingStory.featured.allLabel }),
      main.getByRole('link', { name: landingStory.cases.allLabel }),
      main.getByRole('link', { name: landingStory.closing.contactLabel }),
    ];
    const external = [
      site.links.booking,
      site.links.github,
      site.links.discord,
      site.links.instagram,
      site.links.linkedin,
    ];
    for (const [index, href] of external.entries()) {
      const card = cards[index];
      if (!card) throw new Error('missing card');
      await expect(card).toHaveAttribute('href', href);
      await expect(card).toHaveAttribute('target', '_blank');
      await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const tops = await Promise.all(
      cards.map((card) => card.evaluate((element) => element.getBoundingClientRect().top)),
    );
    expect(tops).toEqual([...tops].sort((one, other) => one - other));
  });

  test('Offre, Réalisation and Contact lead to their pages', async ({ page }) => {
    await goto(page, '/');
    await page.getByRole('link', { name: landingStory.featured.allLabel }).click();
    await expect(page).toHaveURL(/\/Website$/);
    await expect(page.getByRole('heading', { name: offersText.heading })).toBeVisible();

    await goto(page, '/');
    await page.getByRole('link', { name: landingStory.cases.allLabel }).click();
    await expect(page).toHaveURL(/\/Realisation$/);

    await goto(page, '/');
    await page.getByRole('link', { name: landingStory.closing.contactLabel }).click();
    await expect(page).toHaveURL(/\/Website#contact$/);
    const contact = page.locator('#contact');
    await expect(contact).toBeInViewport();
    // Keyboard users go on from the section (the browser's focus starting point).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#contact')))).toBe(
      true,
    );
  });
});

test.describe('/Website', () => {
  test('lists every offer and the contact details', async ({ page }) => {
    await goto(page, '/Website');
    await expect(page).toHaveTitle(`Offres et contact · ${site.studioName}`);
    await expect(page.getByRole('link', { name: 'Voir plus' })).toHaveCount(offers.length);
    // Offers come by family, each family's lead offer first and labelled so.
    for (const family of offerFamilies) {
      const cards = page.getByRole('region', { name: family.title }).getByRole('article');
      await expect(cards).toHaveCount(family.offers.length);
      await expect(cards.first()).toHaveAccessibleName(family.offers[0]?.title ?? '');
      await expect(cards.first()).toContainText(offersText.leadLabel);
    }
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(contact.getByRole('link', { name: formatPhone(site.phone) })).toHaveAttribute(
      'href',
      `tel:${site.phone}`,
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      site.links.github,
    );
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      site.links.linkedin,
    );
    await expect(footer).toContainText(`© ${String(site.copyrightYear)}`);
  });

  test('navbar links go to their sections and Réalisation navigates', async ({
    page,
    isMobile,
  }) => {
    await goto(page, '/Website');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const openMenu = async () => {
      if (isMobile) await nav.getByRole('button', { name: 'Menu' }).click();
    };
    await openMenu();
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    // Keyboard users go on from the section (the browser's focus starting point).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#contact')))).toBe(
      true,
    );

    await openMenu();
    await nav.getByRole('link', { name: 'Mes offres', exact: true }).click();
    await expect(page.getByRole('heading', { name: offersText.heading })).toBeInViewport();

    await openMenu();
    await nav.getByRole('link', { name: 'Réalisation' }).click();
    await expect(page).toHaveURL(/\/Realisation$/);
  });

  // On phones they are stacked in the menu.
  test(
    'the three navigation items sit on one line, centred alike',
    { tag: '@desktop' },
    async ({ page }) => {
      await goto(page, '/Website');
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      const centres = await Promise.all(
        [
          nav.getByRole('link', { name: 'Mes offres', exact: true }),
          nav.getByRole('link', { name: 'Contact', exact: true }),
          nav.getByRole('link', { name: 'Réalisation' }),
        ].map(async (item) => {
          const box = await item.boundingBox();
          return box ? box.y + box.height / 2 : NaN;
        }),
      );
      expect(new Set(centres).size).toBe(1);
    },
  );

  // The toggle exists on narrow screens only.
  test('the mobile menu opens and closes with its toggle', { tag: '@phone' }, async ({ page }) => {
    await goto(page, '/Website');
    const toggle = page.getByRole('button', { name: 'Menu' });
    // The menu's own (the footer has a « Mes offres » too).
    const offersLink = page
      .getByRole('banner')
      .getByRole('link', { name: 'Mes offres', exact: true });
    await expect(offersLink).toBeHidden();
    const closedBox = await toggle.boundingBox();
    await toggle.click();
    await expect(offersLink).toBeVisible();
    // The open menu is a panel under the bar: the toggle stays where the finger is.
    expect(await toggle.boundingBox()).toEqual(closedBox);
    await toggle.click();
    await expect(offersLink).toBeHidden();
    // On /Website its sections are links: one closes the menu and shows its section.
    await toggle.click();
    await offersLink.click();
    await expect(offersLink).toBeHidden();
    await expect(page).toHaveURL(/\/Website#offres$/);
  });
});

test.describe('/Offer', () => {
  const offer = offers[5];

  test('an offer opened from the list survives a reload', async ({ page }) => {
    if (!offer) throw new Error('content has fewer than six offers');
    await goto(page, '/Website');
    await page
      .getByRole('article', { name: offer.title })
      .getByRole('link', { name: 'Voir plus' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/Offer/${offer.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await expect(page).toHaveTitle(`${offer.title} · ${site.studioName}`);
    await expect(page.getByText(/Tarif indicatif/)).toBeVisible();
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/Website$/);
  });

  test('alone, /Offer lists every offer by family, each leading to its page', async ({ page }) => {
    await goto(page, '/Offer');
    await expect(page.getByRole('heading', { level: 1, name: offersText.heading })).toBeVisible();
    for (const family of offerFamilies) {
      const section = page.getByRole('region', { name: family.title });
      for (const each of family.offers) {
        await expect(section.getByRole('heading', { level: 3, name: each.title })).toBeVisible();
      }
    }
    const last = offers.at(-1);
    if (!last) throw new Error('the content has no offer');
    await page
      .getByRole('article', { name: last.title })
      .getByRole('link', { name: 'Voir plus' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/Offer/${last.slug}$`));
  });

  test('an unknown offer is the not-found screen, which leads to every offer', async ({ page }) => {
    const response = await page.goto('/Offer/inexistante');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    // Its ways on (the footer's « Mes offres » is /Website's).
    await page.getByRole('main').getByRole('link', { name: 'Mes offres' }).last().click();
    await expect(page).toHaveURL(/\/Offer$/);
  });
});

test.describe('portfolio and Kaouka', () => {
  test('a project card navigates once, by its card or its button', async ({ page }) => {
    // Under reduced motion the page scrolls at once and Back does not
    // cross-fade: the click on the title below lands where the title is
    // (a smooth scroll or a fade still running under load moved it away).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await goto(page, '/Website');
    await goto(page, '/Realisation');
    await expect(page).toHaveTitle(`Réalisations · ${site.studioName}`);
    await page
      .getByRole('article', { name: 'Kaouka' })
      .getByRole('link', { name: 'En savoir plus' })
      .click();
    await expect(page).toHaveURL(/\/Kaouka$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/Realisation$/);
    // Back in the page, its cards shown again before one is clicked.
    await expect(page.getByRole('heading', { level: 1, name: 'Réalisations' })).toBeVisible();

    // The card's link covers the card: a click on its title lands on that link.
    // `force`: the link's overlay takes the pointer, which is the point.
    const title = page.getByRole('heading', { name: 'GithubInvoice' });
    await title.scrollIntoViewIfNeeded();
    await title.click({ force: true });
    await expect(page).toHaveURL(/\/GithubInvoice$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/Realisation$/);
  });

  test('/Kaouka badges: App Store leaves, Google Play goes to the sign-up', async ({ page }) => {
    await goto(page, '/Kaouka');
    const apple = page.getByRole('link', { name: /App Store/ });
    await expect(apple).toHaveAttribute('href', site.links.appStore);
    await expect(apple).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: /Google Play/ }).click();
    await expect(page).toHaveURL(/\/Kaouka_app_android$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/Realisation$/);
  });

  test('/Kaouka_app_apple, linked from /Kaouka, shows the app and leaves for the studio’s app page by the studio’s own badge', async ({
    page,
  }) => {
    await goto(page, '/Kaouka');
    await page.getByRole('link', { name: kaoukaPage.iphoneLink }).click();
    await expect(page).toHaveURL(/\/Kaouka_app_apple$/);
    const badge = page.getByRole('link', { name: new RegExp(kaoukaApplePage.badge.small) });
    await expect(badge).toHaveAttribute('href', site.links.studioAppPage);
    // Apple's badge is only for links to the App Store, and the only one that names it.
    const appStore = page.getByRole('link', { name: /App Store/ });
    await expect(appStore).toHaveCount(1);
    await expect(appStore).toHaveAttribute('href', site.links.appStore);
    // What the app does, and its screens.
    for (const feature of kaoukaPage.features) await expect(page.getByText(feature)).toBeVisible();
    await expect(page.getByRole('region', { name: 'L’application en images' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/Kaouka$/);
  });
});

test.describe('errors', () => {
  test('an unknown route shows the branded error screen', async ({ page }) => {
    await goto(page, '/nulle-part');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText('/nulle-part')).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: landingPromise })).toBeVisible();
  });
});
