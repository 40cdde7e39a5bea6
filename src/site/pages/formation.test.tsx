import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subjectLabel, trainingSubject } from '../../content/inquiry-subjects.ts';
import { trainingFunding } from '../../content/training-funding.ts';
import { groupDayPriceEuros, trainingCatalogue, trainingFacts } from '../../content/trainings.ts';
import type { QualiopiStatus } from '../../content/types.ts';
import { taxBasis } from '../../content/prices.ts';
import { formatEuros } from '../../shared/french-format.ts';
import { formatTrainingDuration, sessionPrice } from '../../shared/trainings.ts';
import { QUOTE_REQUEST_SECTION, SUBJECT_PARAM } from '../components/inquiry-form-props.ts';
import { courseSectionId, paths } from '../paths.ts';
import { exactText } from '../test-setup.ts';
import FormationPage from './formation.tsx';

function renderPage() {
  render(
    <>
      <FormationPage />
    </>,
  );
}

describe('the training page', () => {
  afterEach(() => {
    vi.doUnmock('../../content/trainings.ts');
    vi.resetModules();
  });

  it('shows each course from the content and links to the brochure below the base path', () => {
    renderPage();
    for (const course of trainingCatalogue.courses) {
      const article = within(screen.getByRole('article', { name: course.title }));
      expect(article.getByText(course.audience, exactText)).toBeInTheDocument();
      for (const objective of course.objectives) {
        expect(article.getByText(objective, exactText)).toBeInTheDocument();
      }
    }
    for (const course of trainingCatalogue.courses) {
      expect(
        screen.getAllByText(formatTrainingDuration(course.durationDays), exactText).length,
      ).toBeGreaterThan(0);
    }
    for (const fact of trainingFacts) {
      expect(screen.getByText(fact.text, exactText)).toBeInTheDocument();
    }
    // Below the build's base path (`/` here): pages now live at several depths.
    const download = screen.getByRole('link', { name: 'Plaquette (PDF)' });
    expect(download).toHaveAttribute('href', `${import.meta.env.BASE_URL}plaquette.pdf`);
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Website');
  });

  it('offers a made-to-measure session, React among its subjects, priced by the day, with its own request', () => {
    renderPage();
    const session = trainingCatalogue.courses.find((course) => 'subjects' in course);
    if (!session || !('subjects' in session)) throw new Error('no made-to-measure session');
    // Found from the top of the page, without scrolling past the other courses.
    const contents = within(screen.getByRole('navigation', { name: 'Sommaire des formations' }));
    expect(contents.getByRole('link', { name: session.title })).toHaveAttribute(
      'href',
      `#${courseSectionId(session.slug)}`,
    );
    const article = within(screen.getByRole('article', { name: session.title }));
    article.getByRole('heading', { name: 'Sujets au choix' });
    expect(article.getByText('React', exactText)).toBeInTheDocument();
    for (const subject of session.subjects) {
      expect(article.getByText(subject.title, exactText)).toBeInTheDocument();
    }
    // Its length is agreed with the team: its price is the group's day, as every course's.
    expect(
      article.getByText(formatTrainingDuration(session.durationDays), exactText),
    ).toBeInTheDocument();
    const price = sessionPrice(session.durationDays, groupDayPriceEuros());
    expect(price.amountEuros).toBe(groupDayPriceEuros());
    const card = screen.getByRole('article', { name: session.title }).textContent;
    expect(card).toContain(`${formatEuros(price.amountEuros)}${taxBasis.suffix} ${price.unit}`);
    // Its « Demander une session » opens the quote form with it chosen, as every course's does,
    // and the form lists it, so the owner's e-mail names it.
    const request = article.getByRole('link', { name: trainingCatalogue.requestLabel });
    expect(request).toHaveAttribute(
      'href',
      `${paths.contact}?${SUBJECT_PARAM}=${trainingSubject(session.slug)}#${QUOTE_REQUEST_SECTION}`,
    );
    expect(subjectLabel(trainingSubject(session.slug))).toContain(session.title);
  });

  describe('says plainly how a session is funded, as the Qualiopi status in content is', () => {
    /** The page rendered with the training body's Qualiopi status set to `qualiopi`. */
    async function fundingSectionWith(qualiopi: QualiopiStatus) {
      vi.resetModules();
      vi.doMock('../../content/trainings.ts', async (importOriginal) => {
        const original = await importOriginal<typeof import('../../content/trainings.ts')>();
        const { trainingCatalogue: catalogue } = original;
        return {
          ...original,
          trainingCatalogue: { ...catalogue, body: { ...catalogue.body, qualiopi } },
        };
      });
      const { default: Page } = await import('./formation.tsx');
      render(
        <>
          <Page />
        </>,
      );
      return screen.getByRole('region', { name: 'Financement' });
    }

    it('not certified: no OPCO funding through the studio, and what the company can do instead', async () => {
      const section = await fundingSectionWith({ certified: false });
      expect(section).toHaveTextContent(/n’est pas certifié Qualiopi/);
      expect(section).toHaveTextContent(/ne peut être financée ni par un OPCO/);
      const funding = trainingFunding({ certified: false });
      expect(funding.ways.length).toBeGreaterThan(1);
      for (const way of funding.ways) {
        expect(within(section).getByText(way.label, exactText)).toBeInTheDocument();
        expect(within(section).getByText(way.text, exactText)).toBeInTheDocument();
      }
      expect(section).toHaveTextContent(/sur facture/i);
    });

    it('certified: the certificate and its certifier, and OPCO funding under its criteria', async () => {
      const section = await fundingSectionWith({
        certified: true,
        certificateNumber: 'QUA-TEST-42',
        certifier: 'Certificateur de test',
      });
      expect(section).toHaveTextContent(/QUA-TEST-42/);
      expect(section).toHaveTextContent(/Certificateur de test/);
      expect(section).toHaveTextContent(/Par votre OPCO/);
      expect(section).not.toHaveTextContent(/pas certifié/);
    });
  });
});
