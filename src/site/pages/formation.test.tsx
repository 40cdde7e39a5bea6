import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { trainingCatalogue, trainingFacts } from '../../content/trainings.ts';
import { formatTrainingDuration } from '../../shared/trainings.ts';
import { exactText } from '../test-setup.ts';
import FormationPage from './formation.tsx';

describe('the training page', () => {
  it('shows each course from the content and links to the brochure below the base path', () => {
    render(
      <MemoryRouter>
        <FormationPage />
      </MemoryRouter>,
    );
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
    const download = screen.getByRole('link', { name: 'Télécharger la plaquette (PDF)' });
    expect(download).toHaveAttribute('href', `${import.meta.env.BASE_URL}plaquette.pdf`);
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Website');
  });
});
