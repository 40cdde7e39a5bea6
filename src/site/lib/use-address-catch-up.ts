import { useEffect, useRef } from 'react';
import { createPath, useLocation } from 'react-router';

/**
 * The hash router reads the address when it first renders but listens for
 * its changes only once committed, and the first render is a transition that
 * yields to the browser (src/site/main.tsx): a link followed, or Back pressed,
 * in between would be missed and the page would not match the address. Once
 * the router listens, this asks it to read the address again if it moved.
 */
export function useAddressCatchUp(): void {
  const rendered = useRef(createPath(useLocation()));
  useEffect(() => {
    const current = window.location.hash.slice(1) || '/';
    if (current !== rendered.current) {
      window.dispatchEvent(
        new PopStateEvent('popstate', { state: window.history.state as unknown }),
      );
    }
  }, []);
}
