import { lazy, Suspense } from 'react';

export interface InquiryFormProps {
  /** The offer's slug to preselect (an offer's page). */
  readonly offer?: string;
  /** The heading's id, which the section is labelled by (unique on the page). */
  readonly headingId: string;
  /** h2 by default; h3 inside a section that has its own h2. */
  readonly headingLevel?: 2 | 3;
}

/**
 * Resolves once the prerendered form is near the screen or in use, so its
 * code (and the offers' titles it lists) never weighs on a page's first
 * paint or first visit: until then the server's markup stays as it is, a
 * plain form that posts without script. Right away on the server, and when
 * the page has no prerendered form (a navigation inside the site).
 */
function whenNeeded(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const rendered = document.querySelector('form[data-inquiry-form]');
  if (!rendered || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '600px 0px' },
    );
    const done = () => {
      observer.disconnect();
      rendered.removeEventListener('focusin', done);
      resolve();
    };
    observer.observe(rendered);
    rendered.addEventListener('focusin', done);
  });
}

const Body = lazy(() => whenNeeded().then(() => import('./inquiry-form-body.tsx')));

/**
 * The quote-request form, self-contained: `<InquiryForm headingId="devis" />`,
 * with `offer` on an offer's page. Prerendered into the page; adopted by
 * the application only when needed (see whenNeeded).
 */
export function InquiryForm(props: InquiryFormProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
