const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

/** Calls `onChange` when the visitor changes their motion setting; returns the unsubscribe. */
export function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/**
 * Scrolls to the section with this id and moves keyboard focus to it, so that
 * a keyboard or screen-reader user continues from the section they asked for.
 * Returns false when no such section exists.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Long pages draw their later sections only as they near the screen; the
  // target and what comes before it are drawn at once (legal-document.module.css).
  for (const marked of document.querySelectorAll('[data-scroll-target]')) {
    marked.removeAttribute('data-scroll-target');
  }
  target.setAttribute('data-scroll-target', '');
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
