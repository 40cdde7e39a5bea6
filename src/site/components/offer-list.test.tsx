import { render, screen, within } from '@testing-library/react';
import { exactText } from '../test-setup.ts';
import { describe, expect, it } from 'vitest';
import { offerFamilies, offers, offersText } from '../../content/offers.ts';
import { priceEuros, taxBasis, withVat } from '../../content/prices.ts';
import { rates } from '../../content/rates.ts';
import { formatEuros } from '../../shared/french-format.ts';
import { OFFER_ICONS } from '../../content/schemas/offer.ts';
import { OfferIcon } from './offer-icon.tsx';
import { OfferList } from './offer-list.tsx';

describe('OfferList', () => {
  it('shows every offer with its title, description and a « Voir plus » link to its page', () => {
    render(
      <>
        <OfferList offers={offers} />
      </>,
    );
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(offers.length);
    for (const [index, offer] of offers.entries()) {
      const item = items[index];
      if (!item) throw new Error(`missing offer ${offer.slug}`);
      expect(within(item).getByRole('heading', { name: offer.title })).toBeInTheDocument();
      expect(within(item).getByText(offer.description, exactText)).toBeInTheDocument();
      // The tax basis beside the price, on the card too.
      const price = `${formatEuros(priceEuros(offer.price))}${taxBasis.suffix}`;
      expect(item.textContent).toContain(price);
      expect(item.textContent).toContain(taxBasis.consumerLine(priceEuros(offer.price)));
      expect(within(item).getByRole('link', { name: 'Voir plus' })).toHaveAttribute(
        'href',
        `/Offer/${offer.slug}`,
      );
    }
  });

  it('labels only the first offer of a family as its lead', () => {
    const [family] = offerFamilies;
    if (!family) throw new Error('the content has no family of offers');
    render(
      <>
        <OfferList offers={family.offers} lead />
      </>,
    );
    const [first, ...others] = screen.getAllByRole('article');
    if (!first) throw new Error('no card');
    expect(within(first).getByText(offersText.leadLabel)).toBeInTheDocument();
    for (const card of others) {
      expect(within(card).queryByText(offersText.leadLabel)).not.toBeInTheDocument();
    }
  });
});

describe('OfferList, the whole project', () => {
  it('states on each card what a whole project costs, HT and TTC, beside the first step', () => {
    const [offer] = offers;
    if (!offer) throw new Error('no offer');
    render(
      <>
        <OfferList offers={[offer]} />
      </>,
    );
    const card = screen.getByRole('article');
    const range = formatEuros(offer.typicalDays.max * rates.dayEuros);
    expect(card.textContent).toContain(range);
    if (taxBasis.suffix) {
      expect(card.textContent).toContain(
        formatEuros(withVat(offer.typicalDays.max * rates.dayEuros)),
      );
    }
  });

  it('draws on each card the icon its offer’s content names, the briefcase when it names none', () => {
    const [first] = offers;
    if (!first) throw new Error('the content has no offer');
    const unnamed = { ...first, slug: 'sans-icone', icon: undefined };
    render(<OfferList offers={[...offers, unnamed]} />);
    // Each card's first picture is its icon (« Voir plus » ends on an arrow).
    const drawn = screen
      .getAllByRole('article')
      .map((card) => iconOf(card.querySelector('svg')?.getAttribute('class') ?? null));
    const named = [...offers.map((offer) => offer.icon ?? 'briefcase'), 'briefcase' as const];
    expect(drawn).toEqual(named.map((name) => iconOf(drawnBy(name))));
    expect(drawn.at(-1)).toBe('briefcase');
  });

  it('gives every icon name of the content a picture of its own', () => {
    const pictures = OFFER_ICONS.map((name) => drawnBy(name));
    expect(new Set(pictures).size).toBe(OFFER_ICONS.length);
  });
});

/** The class Tabler gives the SVG an icon name draws. */
function drawnBy(name: (typeof OFFER_ICONS)[number]): string | null {
  const { container, unmount } = render(<OfferIcon name={name} />);
  const drawn = container.querySelector('svg')?.getAttribute('class') ?? null;
  unmount();
  return drawn;
}

/** Which Tabler icon an SVG's classes name (`tabler-icon tabler-icon-terminal-2` → `terminal-2`). */
function iconOf(classes: string | null): string | undefined {
  return /tabler-icon-([\w-]+)/.exec(classes ?? '')?.[1];
}
