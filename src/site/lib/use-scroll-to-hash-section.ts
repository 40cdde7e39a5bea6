import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from './motion.ts';

/**
 * With hash routing a section link is `#/Page#section`: the router keeps the
 * section in its own hash, and this scrolls to it (and focuses it) whenever a
 * link to it is followed, the same link twice included.
 */
export function useScrollToHashSection(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);
}
