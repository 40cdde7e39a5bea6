import type { SignatureLinks } from '../content/email-signature.ts';
import { paths } from '../shared/paths.ts';

/** A page of the site at its own address, as a link in an e-mail. */
export function pageUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The base of an e-mail's links to this server's API: API_URL when the
 * site's pages are elsewhere (a static copy), else the site's own address.
 */
export function apiBase(publicUrl: string, apiUrl: string | undefined): string {
  return (apiUrl ?? publicUrl).replace(/\/+$/, '');
}

/** The site and privacy policy links of an e-mail's signature. */
export function signatureLinks(publicUrl: string): SignatureLinks {
  return { site: pageUrl(publicUrl, paths.landing), privacy: pageUrl(publicUrl, paths.privacy) };
}
