import { describe, expect, it } from 'vitest';
import { site } from '../src/content/site.ts';
import { securityHeaders } from '../src/server/security.ts';
import { apiOrigins, copyrightYears, readBuildEnv } from './build-env.ts';

describe('the copyright line', () => {
  it('spans from SPEC’s first year to the year of the build', () => {
    const first = site.copyrightYear;
    expect(copyrightYears(first + 3)).toBe(`${String(first)}\u2013${String(first + 3)}`);
    expect(copyrightYears(first)).toBe(String(first));
  });
});

describe('the pages’ headers of a copy posting to another origin', () => {
  it('allow exactly the API’s origin to be reached by script and by form', () => {
    const origins = apiOrigins({ VITE_API_ORIGIN: 'https://api.dupont.fr/' });
    expect(origins).toEqual(['https://api.dupont.fr']);
    const policy = securityHeaders({ scripts: [], styles: [] }, origins).page[
      'Content-Security-Policy'
    ];
    const directive = (name: string) =>
      policy
        ?.split(';')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.dupont.fr']);
    expect(directive('form-action')).toEqual(["'self'", 'https://api.dupont.fr']);
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it('name the older whole sign-up URL’s origin once, and nothing without either', () => {
    expect(
      apiOrigins({
        VITE_API_ORIGIN: 'https://api.dupont.fr',
        VITE_SIGNUP_ENDPOINT: 'https://api.dupont.fr/api/signups',
      }),
    ).toEqual(['https://api.dupont.fr']);
    expect(apiOrigins({})).toEqual([]);
  });

  it('stop the build on a value that is not an http(s) address, naming it', () => {
    expect(() => apiOrigins({ VITE_API_ORIGIN: 'api.dupont.fr' })).toThrow(
      /VITE_API_ORIGIN must be an http\(s\) address.*api\.dupont\.fr/,
    );
  });

  it('stop it as its settings are read, before any page is written, with every other problem', () => {
    expect(() => readBuildEnv({ VITE_API_ORIGIN: 'https://api.dupont.fr' })).not.toThrow();
    expect(() =>
      readBuildEnv({
        BASE_PATH: 'studio',
        VITE_SIGNUP_ENDPOINT: 'ftp://api.dupont.fr/api/signups',
      }),
    ).toThrow(/BASE_PATH must be a path[\s\S]*VITE_SIGNUP_ENDPOINT must be an http\(s\) address/);
  });
});
