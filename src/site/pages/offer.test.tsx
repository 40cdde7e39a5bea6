import { cleanup, render, screen, within } from '@testing-library/react';
import { HereContext, paramsOf } from '../lib/here.tsx';
import { exactText } from '../test-setup.ts';
import { describe, expect, it } from 'vitest';
import { offerFamilies, offers, offersText } from '../../content/offers.ts';
import { priceEuros, priceUnit, taxBasis, withVat } from '../../content/prices.ts';
import { formatEuros } from '../../shared/french-format.ts';
import { rates } from '../../content/rates.ts';
import OfferPage from './offer.tsx';

function renderAt(entry: string) {
  render(
    <HereContext value={{ pathname: entry, params: paramsOf('/Offer/:slug', entry) }}>
      <OfferPage />
    </HereContext>,
  );
}

const offer = offers[2];
if (!offer) throw new Error('the content needs at least three offers');

describe('the offer page', () => {
  it('shows the offer named in the URL: title, every paragraph, the price with its unit and tax basis', () => {
    renderAt(`/Offer/${offer.slug}`);
    expect(screen.getByRole('heading', { level: 1, name: offer.title })).toBeInTheDocument();
    for (const paragraph of offer.paragraphs) {
      expect(screen.getByText(paragraph, exactText)).toBeInTheDocument();
    }
    expect(screen.getByText(offersText.priceLabel, exactText)).toBeInTheDocument();
    // The price reads as one sentence, its figure set apart as the panel's headline.
    // « À partir de » only on an open scope; the tax basis follows the unit.
    const amount = priceEuros(offer.price);
    const from = offer.price.from ? `${offersText.priceFrom} ` : '';
    const price = `${from}${formatEuros(amount)}${taxBasis.suffix} ${priceUnit(offer.price)}, ${taxBasis.consumerLine(amount)}`;
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === price),
    ).toBeInTheDocument();
    expect(screen.getByText(taxBasis.note, exactText)).toBeInTheDocument();
    for (const heading of Object.values(offersText.sections)) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    for (const item of [
      ...offer.deliverables,
      ...offer.clientProvides,
      ...offer.excluded,
      offer.engagement,
      offer.confidentiality,
    ]) {
      expect(screen.getByText(item, exactText)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Website');
  });

  it('states a typical whole project, priced at the day rate, beside the first step', () => {
    renderAt(`/Offer/${offer.slug}`);
    const { min, max } = offer.typicalDays;
    const panel = screen.getByRole('complementary', { name: offersText.priceLabel });
    const sentence = within(panel).getByText(/^Un projet complet type/).textContent;
    // The rule, not the owner's values: the range is the days times the day rate,
    // with the consumer's price beside it, derived, never typed.
    expect(sentence).toContain(formatEuros(min * rates.dayEuros));
    expect(sentence).toContain(formatEuros(max * rates.dayEuros));
    if (taxBasis.suffix) {
      expect(sentence).toContain(`${formatEuros(withVat(max * rates.dayEuros))}\u00a0TTC`);
    }
    // And what it costs once launched.
    expect(within(panel).getByText(/^Après la mise en service/)).toBeInTheDocument();
    expect(sentence).toContain(`${formatEuros(rates.dayEuros)}${taxBasis.suffix} la journée`);
  });

  it('says, under a price « à partir de », what it covers and what adds to it; under a set price, nothing', () => {
    const open = offers.find((each) => each.price.from);
    const set = offers.find((each) => !each.price.from);
    if (open?.price.kind !== 'time' || !open.price.scope || !set) {
      throw new Error('the content needs an offer « à partir de » and one without');
    }
    renderAt(`/Offer/${open.slug}`);
    const panel = screen.getByRole('complementary', { name: offersText.priceLabel });
    const why = within(panel).getByText(/^Ce prix couvre/).textContent;
    expect(why).toContain(open.price.scope.covers);
    expect(why).toContain(open.price.scope.moves);
    expect(why).toContain('Le devis gratuit');
    cleanup();
    renderAt(`/Offer/${set.slug}`);
    const setPanel = screen.getByRole('complementary', { name: offersText.priceLabel });
    expect(within(setPanel).queryByText(/^Ce prix couvre/)).toBeNull();
  });

  it('ends with a few other offers, not the whole list, and a link to all of them', () => {
    renderAt(`/Offer/${offer.slug}`);
    const others = screen.getByRole('region', { name: offersText.others });
    const cards = others.querySelectorAll('article');
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length).toBeLessThanOrEqual(3);
    expect(others).not.toHaveTextContent(offer.title);
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute(
      'href',
      '/Offer',
    );
  });

  it('lists every offer at /Offer alone, by family', () => {
    renderAt('/Offer');
    expect(screen.getByRole('heading', { level: 1, name: offersText.heading })).toBeInTheDocument();
    for (const family of offerFamilies) {
      const section = screen.getByRole('region', { name: family.title });
      for (const each of family.offers) {
        expect(
          within(section).getByRole('heading', { level: 3, name: each.title }),
        ).toBeInTheDocument();
      }
    }
    expect(screen.getAllByRole('article')).toHaveLength(offers.length);
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Website');
  });

  it('says « Offre introuvable » with a way to every offer for an unknown slug', () => {
    renderAt('/Offer/inexistante');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Offre introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute(
      'href',
      '/Offer',
    );
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Website');
  });
});
