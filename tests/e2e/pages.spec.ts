import { expect, test } from '@playwright/test';
import { cv } from '../../src/content/cv.ts';
import { availabilityText, cvProfile } from '../../src/content/cv-profile.ts';
import { inquiryForm } from '../../src/content/inquiry.ts';
import { landingStory } from '../../src/content/landing-story.ts';
import { missionSubject } from '../../src/content/mission.ts';
import { paymentModelsPage, paymentTerms } from '../../src/content/payment-models.ts';
import { formatDayRate } from '../../src/content/prices.ts';
import { calendarDay } from '../../src/shared/calendar-day.ts';
import { kaoukaPrivacyEn } from '../../src/content/kaouka-privacy-en.ts';
import { kaoukaPrivacyFr } from '../../src/content/kaouka-privacy-fr.ts';
import { site } from '../../src/content/site.ts';
import { formatPhone } from '../../src/shared/french-format.ts';
import { team } from '../../src/content/team.ts';
import { termsEn } from '../../src/content/terms-en.ts';
import { termsFr } from '../../src/content/terms-fr.ts';
import { trainingCatalogue } from '../../src/content/trainings.ts';
import { goto } from './fixtures.ts';

test.describe('/GithubInvoice', () => {
  const sections = [
    ['Doc', 'Documentation'],
    ['How To', 'Comment ça marche'],
    ['FAQ', 'Questions fréquentes'],
    ['Contact', 'Contact'],
  ] as const;

  test('Doc, How To, FAQ and Contact each scroll to their section', async ({ page }) => {
    await goto(page, '/GithubInvoice');
    await expect(page).toHaveTitle(/^GithubInvoice/);
    const nav = page.getByRole('navigation', { name: 'Navigation de la page GithubInvoice' });
    for (const [label, heading] of sections) {
      // One row of four, on phones too: no second menu under the header's.
      await nav.getByRole('link', { name: label, exact: true }).click();
      const section = page.getByRole('region', { name: heading, exact: true });
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
      // A link to the section: the address says it, and shares it.
      expect(new URL(page.url()).hash).toBe(`#${(await section.getAttribute('id')) ?? ''}`);
    }
    const contact = page.getByRole('region', { name: 'Contact', exact: true });
    await expect(contact.getByRole('link', { name: site.email })).toBeVisible();
    await expect(contact.getByRole('link', { name: /Discord/ })).toHaveAttribute(
      'href',
      site.links.discord,
    );
    // Each profile once: the contact panel leaves the footer's own to the footer.
    for (const network of ['github', 'discord', 'instagram', 'linkedin'] as const) {
      await expect(page.locator(`a[href="${site.links[network]}"]`), network).toHaveCount(1);
    }
    // SPEC's « How To » is English: read as such.
    await expect(nav.getByRole('link', { name: 'How To', exact: true })).toHaveAttribute(
      'lang',
      'en',
    );
  });

  test('the contact panel keeps its social links inside, clear of its edge', async ({ page }) => {
    await goto(page, '/GithubInvoice');
    const contact = page.getByRole('region', { name: 'Contact', exact: true });
    const panel = await contact.boundingBox();
    const links = await contact
      .getByRole('list', { name: 'Le studio sur les réseaux sociaux' })
      .boundingBox();
    if (!panel || !links) throw new Error('no contact panel or no social links');
    expect(links.y + links.height).toBeLessThanOrEqual(panel.y + panel.height - 16);
  });
});

test('each page’s « Retour » goes where the spec says', { tag: '@desktop' }, async ({ page }) => {
  const targets = [
    ['/CV', /\/Website$/],
    ['/Team', /\/Website$/],
    ['/Formation', /\/Website$/],
    ['/Contact', /\/$/],
    ['/GithubInvoice', /\/Realisation$/],
    ['/Kaouka_app_cgu', /\/Kaouka$/],
  ] as const;
  for (const [route, target] of targets) {
    await goto(page, route);
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page, `« Retour » on ${route}`).toHaveURL(target);
  }
});

test.describe('terms of use', () => {
  test(
    'each language links to the other; the English one is marked lang="en"',
    { tag: '@desktop' },
    async ({ page }) => {
      await goto(page, '/Kaouka');
      await page.getByRole('link', { name: 'Conditions générales d’utilisation' }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_cgu$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsFr.title);
      await expect(page.getByRole('heading', { level: 2, name: /^Article/ })).toHaveCount(
        termsFr.articles.length,
      );

      await page.getByRole('link', { name: 'Read in English' }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_cgu_en$/);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(termsEn.title);
      // The whole English document is marked, so screen readers switch to an English voice.
      await expect(page.locator('[lang="en"]').getByRole('heading', { level: 1 })).toHaveText(
        termsEn.title,
      );
      await expect(page).toHaveTitle(new RegExp(`^${termsEn.title}`));
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/Kaouka$/);

      await goto(page, '/Kaouka_app_cgu_en');
      await page.getByRole('link', { name: 'Lire en français' }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_cgu$/);
    },
  );

  test(
    'each links its privacy policy, whose languages link each other and the terms',
    { tag: '@desktop' },
    async ({ page }) => {
      await goto(page, '/Kaouka_app_cgu');
      await page.getByRole('link', { name: kaoukaPrivacyFr.title, exact: true }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_confidentialite$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(kaoukaPrivacyFr.title);
      await expect(page.getByRole('heading', { level: 2, name: /^Article/ })).toHaveCount(
        kaoukaPrivacyFr.articles.length,
      );

      await page.getByRole('link', { name: 'Read in English' }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_confidentialite_en$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(kaoukaPrivacyEn.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('link', { name: termsEn.title, exact: true }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_cgu_en$/);
      await page.getByRole('link', { name: kaoukaPrivacyEn.title, exact: true }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_confidentialite_en$/);
      await page.getByRole('link', { name: 'Lire en français' }).click();
      await expect(page).toHaveURL(/\/Kaouka_app_confidentialite$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    },
  );

  test('the table of contents scrolls to an article, by a link that can be shared', async ({
    page,
  }) => {
    const article = termsFr.articles[9];
    if (!article) throw new Error('the terms need ten articles');
    await goto(page, '/Kaouka_app_cgu');
    await page
      .getByRole('navigation', { name: 'Sommaire' })
      .getByRole('link', { name: article.title })
      .click();
    await expect(page).toHaveURL(/\/Kaouka_app_cgu#article-10$/);
    // (A plain fragment link: the browser moves its focus starting point there, no script.)
    const section = page.locator('#article-10');
    await expect(section.getByRole('heading', { name: article.title })).toBeInViewport();

    await page.reload();
    await expect(section.getByRole('heading', { name: article.title })).toBeInViewport();
  });
});

test(
  '/Team shows every member, each with their own phone link, the owner with her face',
  { tag: '@desktop' },
  async ({ page }) => {
    await goto(page, '/Team');
    // The portrait the landing page and the CV show, not her initials.
    const owner = page.getByRole('article', { name: site.contactName });
    await expect(owner.getByRole('img', { name: site.contactName })).toBeVisible();
    await expect(owner.getByRole('link', { name: 'Mon CV' })).toHaveAttribute('href', '/CV');
    // The trail tells where the visitor is: it ends on this page, after « Retour »'s target.
    const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem');
    await expect(trail).toHaveText(['Accueil', 'Mes offres', 'L’équipe']);
    await expect(trail.last()).toHaveAttribute('aria-current', 'page');
    for (const member of team) {
      const card = page.getByRole('article', { name: member.name });
      await expect(card).toContainText(member.role);
      await expect(card.getByRole('link', { name: formatPhone(member.phone) })).toHaveAttribute(
        'href',
        `tel:${member.phone}`,
      );
    }
  },
);

test(
  '/Contact ends when it has said it: the payment models one link away, their details and terms one tap away',
  { tag: '@desktop' },
  async ({ page }) => {
    await goto(page, '/Contact');
    // The quote form above the section is loaded apart and takes its final height
    // when ready: a smooth scroll begun before that ends short of the section (seen
    // once on a busy machine). The link is followed once the page has settled.
    await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
    await page.getByRole('link', { name: paymentModelsPage.title }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: paymentModelsPage.title }),
    ).toBeInViewport({ timeout: 10_000 });
    const term = paymentTerms[0];
    if (!term) throw new Error('no payment term');
    const termText = page.getByText(term.text, { exact: true });
    await expect(termText).toBeHidden();
    await page.getByRole('heading', { level: 3, name: paymentModelsPage.termsHeading }).click();
    await expect(termText).toBeVisible();
  },
);

test('the landing page closes on a band whose « Demander un devis » opens /Contact on its form', async ({
  page,
}) => {
  await goto(page, '/');
  await expect(page.locator('form')).toHaveCount(0);
  const band = page.getByRole('region', { name: landingStory.closing.heading });
  await band.getByRole('link', { name: landingStory.closing.quoteLabel }).click();
  await expect(page).toHaveURL(/\/Contact#devis$/);
  await expect(page.getByRole('heading', { name: inquiryForm.heading })).toBeInViewport();
});

test.describe('/CV', () => {
  test('serves a buyer: availability, day rate and terms, and « Me proposer une mission » opens the form, the mission chosen', async ({
    page,
  }) => {
    await goto(page, '/CV');
    const terms = page.getByRole('list', { name: 'Conditions de mission' });
    await expect(
      terms.getByText(availabilityText(cvProfile.availability, calendarDay())),
    ).toBeVisible();
    await expect(terms.getByText(formatDayRate())).toBeVisible();
    await expect(terms.getByText(cvProfile.workTerms[0] ?? '')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer en PDF' })).toBeVisible();
    // The form's code arrives after /Contact, as on a slow network: the visitor still lands on the form.
    await page.route(/inquiry-form-body/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Me proposer une mission' }).click();
    await expect(page).toHaveURL(new RegExp(`/Contact\\?offre=${missionSubject.value}#devis$`));
    await expect(page.getByRole('heading', { name: inquiryForm.heading })).toBeInViewport();
    const subject = page.getByLabel(inquiryForm.labels.offer);
    await expect(subject).toHaveValue(missionSubject.value);
    await expect(subject.locator('option:checked')).toHaveText(missionSubject.label);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows no print button that would do nothing, and the mission link still reaches the form', async ({
      page,
    }) => {
      await page.goto('/CV');
      await expect(page.getByText(formatDayRate())).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enregistrer en PDF' })).toBeHidden();
      await page.getByRole('link', { name: 'Me proposer une mission' }).click();
      await expect(page).toHaveURL(new RegExp(`/Contact\\?offre=${missionSubject.value}#devis$`));
      await expect(page.getByRole('heading', { name: inquiryForm.heading })).toBeInViewport();
    });
  });
});

test('/CV prints without the site’s navigation', async ({ page }) => {
  await goto(page, '/CV');
  await expect(page.getByRole('article')).toHaveCount(cv.length);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Retour' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enregistrer en PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Me proposer une mission' })).toBeHidden();
  // On paper the day rate is left to the quote (print.spec.ts checks what the sheet holds).
  await expect(page.getByText(formatDayRate())).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { name: cv[0]?.role ?? '' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test.describe('/Formation', () => {
  test('opens on its priced courses, the administrative facts after them', async ({ page }) => {
    await goto(page, '/Formation');
    const firstCourse = page.getByRole('article').first();
    const facts = page.getByRole('heading', { level: 2, name: 'Informations pratiques' });
    const courseTop = (await firstCourse.boundingBox())?.y ?? Infinity;
    const factsTop = (await facts.boundingBox())?.y ?? -Infinity;
    expect(courseTop).toBeLessThan(factsTop);
    // The facts stay one link away from the top of the page.
    await page.getByRole('link', { name: 'Informations pratiques' }).click();
    await expect(facts).toBeInViewport();
  });

  test(
    'lists the courses and downloads plaquette.pdf as a PDF',
    { tag: '@desktop' },
    async ({ page, baseURL }) => {
      await goto(page, '/Formation');
      for (const course of trainingCatalogue.courses) {
        await expect(page.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
      }
      const link = page.getByRole('link', { name: 'Plaquette (PDF)' });
      // Below the base path: the sub-path build's test follows it there.
      await expect(link).toHaveAttribute('href', '/plaquette.pdf');
      const href = `${baseURL ?? ''}/plaquette.pdf`;

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('plaquette.pdf');

      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.length).toBeLessThan(200 * 1024);
      console.log(`plaquette.pdf served: ${(body.length / 1024).toFixed(1)} kB`);
    },
  );

  test('each course’s call to action lands on the quote request of /Contact, the course chosen', async ({
    page,
  }) => {
    await goto(page, '/Formation');
    const course = trainingCatalogue.courses.at(-1);
    if (!course) throw new Error('the catalogue has no course');
    await page
      .getByRole('link', { name: trainingCatalogue.requestLabel, description: course.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`/Contact\\?offre=formation-${course.slug}#devis$`));
    await expect(page.getByRole('heading', { name: 'Demander un devis' })).toBeInViewport();
  });
});

test(
  'the footer leads to the offers, the work and the pages no other page links to',
  { tag: '@desktop' },
  async ({ page }) => {
    const footerLinks = [
      ['Mes offres', /\/Website$/],
      ['Réalisations', /\/Realisation$/],
      ['CV', /\/CV$/],
      ['L’équipe', /\/Team$/],
      ['Formations', /\/Formation$/],
      ['Contact et tarifs', /\/Contact$/],
    ] as const;
    await goto(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [label, url] of footerLinks) {
      await footer.getByRole('link', { name: label }).click();
      // The next page's code is fetched first: a loaded machine took over 5 s (CI).
      await expect(page).toHaveURL(url, { timeout: 15_000 });
    }
  },
);

test(
  'the app’s terms and privacy policy are linked from /Kaouka, not from every footer',
  { tag: '@desktop' },
  async ({ page }) => {
    await goto(page, '/Kaouka');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Kaouka_app|CGU de Kaouka/ })).toHaveCount(0);
    await expect(
      footer.locator('a[href$="/Kaouka_app_cgu"], a[href$="/Kaouka_app_confidentialite"]'),
    ).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.locator('a[href$="/Kaouka_app_cgu"]')).toHaveCount(1);
    await main.getByRole('link', { name: 'Politique de confidentialité de l’application' }).click();
    await expect(page).toHaveURL(/\/Kaouka_app_confidentialite$/, { timeout: 15_000 });
  },
);

// Issue 45: an English page speaks English in its frame, with the French site's structure.
for (const path of ['/Kaouka_app_cgu_en', '/Kaouka_app_confidentialite_en']) {
  test(`${path} has its skip link, header, footer and breadcrumb in English`, async ({
    page,
    isMobile,
  }) => {
    await goto(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    if (isMobile) await nav.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Services', 'Contact', 'Work', 'Training']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'hreflang',
      'fr',
    );
    if (isMobile) await page.keyboard.press('Escape');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/Kaouka');
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Kaouka', /./]);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'The studio' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Legal notice' })).toBeVisible();
    await expect(footer).toContainText('All rights reserved.');
    await expect(footer).not.toContainText('Tous droits réservés');
  });
}
