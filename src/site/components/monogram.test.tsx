import { describe, expect, it } from 'vitest';
import { initials } from './monogram.tsx';

describe('initials', () => {
  it('takes the first letters of the first and the last word, in capitals', () => {
    expect(initials('Camille Exemple')).toBe('CE');
    expect(initials('  léa de la Modèle ')).toBe('LM');
    expect(initials('Yanis')).toBe('Y');
  });
});
