import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { exactText } from '../test-setup.ts';
import { describe, expect, it } from 'vitest';
import { offers } from '../../content/offers.ts';
import { OfferList } from './offer-list.tsx';

describe('OfferList', () => {
  it('shows every offer with its title, description and a « Voir plus » link to its page', () => {
    render(
      <MemoryRouter>
        <OfferList offers={offers} />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(offers.length);
    for (const [index, offer] of offers.entries()) {
      const item = items[index];
      if (!item) throw new Error(`missing offer ${offer.slug}`);
      expect(within(item).getByRole('heading', { name: offer.title })).toBeInTheDocument();
      expect(within(item).getByText(offer.description, exactText)).toBeInTheDocument();
      expect(within(item).getByRole('link', { name: 'Voir plus' })).toHaveAttribute(
        'href',
        `/Offer/${offer.slug}`,
      );
    }
  });
});
