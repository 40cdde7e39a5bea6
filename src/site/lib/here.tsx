import { createContext, use, type AnchorHTMLAttributes } from 'react';
import { basePath } from './base-path.ts';

/**
 * Where the page being rendered is, known at build time (src/site/static-page.tsx):
 * its address below the base path (`/Offer/securite-applicative`) and the
 * route's parameters (`{ slug: 'securite-applicative' }`). Each page is a
 * document of its own: there is no client router, a link loads a page.
 */
export interface Here {
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
}

export const HereContext = createContext<Here>({ pathname: '/', params: {} });

export function useHere(): Here {
  return use(HereContext);
}

/** The parameters of `pattern` (`/Offer/:slug`) in `pathname`; none when it does not match. */
export function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/');
  const values = pathname.split('/');
  if (names.length !== values.length) return {};
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[index] ?? '');
  });
  return params;
}

/** An address of the site (`/Website#offres`) below the base path. */
export function siteHref(to: string): string {
  return to.startsWith('/') ? `${basePath}${to.slice(1)}` : to;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string };

/** A link to a page of the site: a plain `<a>`, the address below the base path. */
export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={siteHref(to)} {...rest}>
      {children}
    </a>
  );
}

/** A link that says it leads to the current page, or to one under it (`aria-current="page"`). */
export function NavLink({ to, ...rest }: LinkProps) {
  const { pathname } = useHere();
  const target = to.split('#')[0] ?? to;
  const current = pathname === target || pathname.startsWith(`${target}/`);
  return <Link to={to} aria-current={current ? 'page' : undefined} {...rest} />;
}
