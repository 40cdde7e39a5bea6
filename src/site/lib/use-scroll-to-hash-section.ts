import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from './motion.ts';

/**
 * A section link (`/Website#contact`) followed inside the site moves no
 * document, so the browser does not scroll to it: this scrolls to the section
 * (and focuses it) whenever such a link is followed, the same link twice
 * included, and on a page opened at a section once the application runs.
 */
export function useScrollToHashSection(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);
}
