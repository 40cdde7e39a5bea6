import { apiPaths } from '../../shared/paths.ts';

/**
 * The navigation beacon (docs/decisions/018-navigation-beacon.md): after a
 * navigation inside the site, which the server does not see, the page tells
 * it the new page's path, and nothing else. `fetch` rather than
 * `navigator.sendBeacon`, which always sends the origin's cookies and the
 * page's address: here without credentials and without a referrer, `keepalive`
 * so that it still leaves when the tab closes at once. Not sent when the
 * visitor objects (Global Privacy Control, Do Not Track), nor from a copy of
 * the site that the Node server does not serve (a static host under a
 * sub-path, or with the API on another origin), where no page is counted.
 */
export function countView(path: string): void {
  if (import.meta.env.BASE_URL !== '/' || import.meta.env.VITE_API_ORIGIN) return;
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & {
    globalPrivacyControl?: boolean;
  };
  if (globalPrivacyControl || doNotTrack === '1') return;
  fetch(apiPaths.pageViews, {
    method: 'POST',
    body: path,
    keepalive: true,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  }).catch(() => {});
}
