import { describe, expect, it } from 'vitest';
import { site } from '../src/content/site.ts';
import { copyrightYears } from './build-env.ts';

describe('the copyright line', () => {
  it('spans from SPEC’s first year to the year of the build', () => {
    const first = site.copyrightYear;
    expect(copyrightYears(first + 3)).toBe(`${String(first)}\u2013${String(first + 3)}`);
    expect(copyrightYears(first)).toBe(String(first));
  });
});
