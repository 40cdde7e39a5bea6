/**
 * Where a link of an e-mail, opened on this server, sends the browser on:
 * the site's pages at PUBLIC_URL (a static copy on another host, or below a
 * sub-path), or this server's own pages when it is not set.
 */
export function siteBase(siteUrl: string | undefined): string {
  return siteUrl === undefined ? '' : siteUrl.replace(/\/+$/, '');
}
