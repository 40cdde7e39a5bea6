import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

/** jsdom has no matchMedia: every query answers false unless a test says otherwise. */
export function setMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

setMatchMedia(() => false);

// jsdom does not lay pages out, so it cannot scroll either.
Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
  this.setAttribute('data-scrolled-into-view', 'true');
};

/** Matches text exactly, non-breaking spaces included (the default matcher folds them). */
export const exactText = { normalizer: (text: string) => text } as const;
