import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { addressOfHashLink, hashRoutedPaths } from './hash-link.ts';

const find = (hash: string) => addressOfHashLink(hash, hashRoutedPaths);

describe('addressOfHashLink', () => {
  it.each(hashRoutedPaths)('gives %s for its hash link, in any case', (path) => {
    expect(find(`#${path}`)).toBe(path);
    expect(find(`#${path.toLowerCase()}`)).toBe(path);
    expect(find(`#${path.toUpperCase()}`)).toBe(path);
  });

  it('knows every route of SPEC.md and the unsubscribe link of its e-mails', () => {
    expect(hashRoutedPaths).toEqual(
      expect.arrayContaining([
        '/Website',
        '/Offer',
        '/Realisation',
        '/Kaouka',
        '/Kaouka_app_apple',
        '/Kaouka_app_android',
        '/Kaouka_app_cgu',
        '/Kaouka_app_cgu_en',
        '/GithubInvoice',
        '/CV',
        '/Team',
        '/Contact',
        '/Formation',
        paths.unsubscribe,
      ]),
    );
  });

  it.each(Object.values(paths))('gives %s, as it is spelled, for its hash link', (path) => {
    expect(find(`#${path}`)).toBe(path);
  });

  it.each([
    ['#/Offer?offre=securite-applicative', '/Offer/securite-applicative'],
    ['#/offer?offre=securite-applicative&utm_source=x', '/Offer/securite-applicative?utm_source=x'],
    ['#/Website#contact', '/Website#contact'],
    ['#/Desinscription?jeton=abc_-1', '/Desinscription?jeton=abc_-1'],
    ['#/Website/', '/Website'],
    ['#/', '/'],
    ['#/page-inconnue', '/page-inconnue'],
    // A page of a collection: its collection's spelling, the slug as it is.
    ['#/realisation/un-projet', '/Realisation/un-projet'],
  ])('keeps the query and section: %s is %s', (hash, address) => {
    expect(find(hash)).toBe(address);
  });

  it.each([[''], ['#'], ['#contenu'], ['#contact']])('leaves %j alone: not a route', (hash) => {
    expect(find(hash)).toBeNull();
  });

  it.each([['#//evil.example/x'], ['#/\\evil.example'], ['#/a/..//evil.example']])(
    'never leaves the site for %s',
    (hash) => {
      expect(find(hash)).toMatch(/^\/(?!\/)/);
    },
  );
});
