/**
 * The page-view beacon (docs/decisions/018), inline at the end of every page
 * (src/site/layout.astro), no script file: whoever serves the page (the Node
 * server, nginx from deploy/, a static host), the page itself tells the API it
 * was shown, by a `fetch` that outlives the page (`keepalive`), without
 * credentials and without a Referer. Its body is plain text: the page's address
 * on the site (below the base path), then, on a second line, the host name of
 * the site the visitor came from when it is another; nothing else.
 *
 * Not sent when the visitor objects (Global Privacy Control, Do Not Track), nor
 * for a reload or a return through history (the page was already counted, as
 * the server counted neither a 304 nor a page from the browser's cache); a page
 * prerendered by the browser is counted when it is shown. The server applies
 * the same rules again (`Sec-GPC`, `DNT`, robots): routes/page-views.ts.
 *
 * Sent once the page has loaded (its `load` event), not while it loads: its
 * request (a connection of its own, its answer) then takes nothing from the
 * page's own requests, and the first paint waits for none of its work. A page
 * left before it has loaded is not counted.
 *
 * The code is written small by hand (at most 0.5 kB, page-view-beacon.test.ts):
 * `n` navigator, `d` document, `l` location, `t` the navigation's type,
 * `r` the referring host, `s` sends.
 */
export function pageViewBeacon(endpoint: string, basePath: string): string {
  // `/elaborium_website/Website` is the page `/Website`.
  const path = basePath === '/' ? 'l.pathname' : `l.pathname.slice(${String(basePath.length - 1)})`;
  return (
    '(()=>{let n=navigator,d=document,l=location,s=()=>{' +
    'let t=performance.getEntriesByType("navigation")[0]?.type,r="";' +
    'if(n.globalPrivacyControl||n.doNotTrack=="1"||/^[rb]/.test(t))return;' +
    'try{r=new URL(d.referrer).hostname;r=r==l.hostname?"":"\\n"+r}catch{}' +
    `fetch(${JSON.stringify(endpoint)},{method:"POST",body:${path}+r,` +
    'keepalive:!0,credentials:"omit",referrerPolicy:"no-referrer"}).catch(()=>{})};' +
    'd.prerendering?d.addEventListener("prerenderingchange",s):onload=s})()'
  );
}
