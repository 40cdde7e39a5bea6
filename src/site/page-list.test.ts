import { describe, expect, it } from 'vitest';
import { offers } from '../content/offers.ts';
import { instances, sitePages } from './page-list.ts';
import { offerHref, paths } from './paths.ts';

describe('the addresses a route stands for', () => {
  it('is its own path when it has no parameter', () => {
    expect(instances({ path: paths.website })).toEqual([paths.website]);
  });

  it('is one address per item of the collection a parameter ranges over', () => {
    expect(instances({ path: '/Offer/:slug', collection: 'offers' })).toEqual(
      offers.map((offer) => offerHref(offer.slug)),
    );
  });

  it('stops the build for a parameter that names no collection, rather than guess one', () => {
    expect(() => instances({ path: '/Blog/:slug' })).toThrow(/\/Blog\/:slug.*collection/);
  });

  it('gives every page of the site one address, prerendered once', () => {
    const addresses = sitePages.map((page) => page.path);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.some((address) => address.includes(':'))).toBe(false);
  });
});
