import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exactText } from '../test-setup.ts';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken({ error }: { readonly error: Error }): never {
  throw error;
}

function renderBroken(error: Error) {
  render(
    <MemoryRouter>
      <ErrorBoundary>
        <Broken error={error} />
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('a page that fails to render', () => {
  // React and the boundary report the error on the console, as they should;
  // the test keeps that out of its output (and restores the console: files share a jsdom).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the branded « unexpected » screen with the message, a reload and a way home', () => {
    renderBroken(new Error('Cannot read properties of undefined'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Une erreur inattendue est survenue' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Détail\u00a0: Cannot read properties of undefined', exactText),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Une erreur inattendue est survenue');
  });

  it('tells a failed chunk load apart: the network or an update, a reload fixes it', () => {
    renderBroken(new TypeError('Failed to fetch dynamically imported module: /assets/cv-x.js'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'La page n’a pas pu être chargée' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});
