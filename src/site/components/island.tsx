import { createContext, use, type ReactNode } from 'react';

/**
 * How a build-time render records the islands of its page: the props each
 * island is given, in the order of the page. Provided only by the build
 * (src/site/static-page.tsx); without it (the page tests) an island renders
 * its component in place.
 */
export type IslandRecorder = (props: object) => number;

export const IslandRecorderContext = createContext<IslandRecorder | null>(null);

/** Where the n-th island of a page goes in its build-time markup (src/site/site-page.astro). */
export const ISLAND_MARKER = /<template data-island="\d+"><\/template>/;

/**
 * The part of a page a visitor acts on (the quote form, the sign-up form, an
 * e-mail's token button): rendered and hydrated by Astro (`client:near` or
 * `client:idle`, the page's src/pages/ file) with these props, the rest of the
 * page staying HTML with no script. `children` is the same component, which
 * the page tests see in place.
 */
export function Island({
  props,
  children,
}: {
  readonly props: object;
  readonly children: ReactNode;
}) {
  const record = use(IslandRecorderContext);
  if (!record) return children;
  return <template data-island={record(props)} />;
}
