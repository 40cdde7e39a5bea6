import { lazy, Suspense, useEffect, useState } from 'react';
import type { InquiryFormProps } from './inquiry-form-props.ts';

export type { InquiryFormProps };

const loadBody = () => import('./inquiry-form-body.tsx');

/**
 * True until the application has adopted the prerendered page. Only a form
 * present in that first page can wait for its own markup: any form rendered
 * later (a navigation inside the site) loads its code at once.
 */
let adoptingFirstPage = typeof document !== 'undefined';

/**
 * Resolves once this form's prerendered markup is near the screen or in use,
 * so its code (and the offers' titles it lists) never weighs on the first
 * paint. Each form waits for its own element (found by its heading's id,
 * unique on the page), never for another page's: a visitor who leaves before
 * scrolling down strands nothing. Right away on the server, after the first
 * page, and when the element cannot be found or observed.
 */
function whenNeeded(headingId: string): Promise<void> {
  if (!adoptingFirstPage) return Promise.resolve();
  const rendered = document
    .querySelector(`section[aria-labelledby="${CSS.escape(headingId)}"]`)
    ?.querySelector('form[data-inquiry-form]');
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

/**
 * The quote-request form, self-contained: `<InquiryForm headingId="devis" />`,
 * with `offer` on an offer's page. Prerendered into the page; adopted by the
 * application only when needed (see whenNeeded). The deferred component is
 * made per form, so one form's wait never holds another.
 */
export function InquiryForm(props: InquiryFormProps) {
  const [Body] = useState(() => lazy(() => whenNeeded(props.headingId).then(loadBody)));
  // After the first commit, the first page is adopted: later forms load at once.
  useEffect(() => {
    adoptingFirstPage = false;
  }, []);
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
