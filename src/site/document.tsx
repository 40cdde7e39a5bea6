import { site } from '../content/site.ts';
import { firstPaintWaitsFor } from './first-view.ts';
import { APP_START_ID } from './inline/app-start.ts';
import { formatTitle } from './lib/page-meta.ts';
import type { DocumentProps } from './prerender-types.ts';

/** JSON that cannot end the <script> block it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * A prerendered page's whole HTML document, rendered once at build time
 * (scripts/prerender.ts): its own title, description, canonical address and
 * link-preview tags, the rules its first paint needs inline, the page itself,
 * then the site's stylesheet, its structured data and the inline scripts.
 */
export function Document(props: DocumentProps) {
  const { meta, canonical, indexed, basePath, css, appStart, markup, previewImage, lang } = props;
  const title = formatTitle(meta.title);
  const firstView = firstPaintWaitsFor(markup);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first paint waits until what comes before this element is whole (first-view.ts). */}
        {firstView && <link rel="expect" href={`#${firstView}`} blocking="render" />}
        {props.headScripts.map((code) => (
          <script key={code} dangerouslySetInnerHTML={{ __html: code }} />
        ))}
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {!indexed && <meta name="robots" content="noindex" />}
        {canonical && <link rel="canonical" href={canonical} />}
        {props.alternates.map((alternate) => (
          <link
            key={alternate.lang}
            rel="alternate"
            hrefLang={alternate.lang}
            href={alternate.href}
          />
        ))}
        {props.alternates[0] && (
          <link rel="alternate" hrefLang="x-default" href={props.alternates[0].href} />
        )}
        <meta property="og:type" content="website" />
        <meta property="og:locale" content={lang === 'en' ? 'en_GB' : 'fr_FR'} />
        <meta property="og:site_name" content={site.studioName} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        {canonical && <meta property="og:url" content={canonical} />}
        {previewImage && (
          <>
            <meta property="og:image" content={previewImage} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
            <meta property="og:image:alt" content={title} />
          </>
        )}
        <meta name="twitter:card" content={previewImage ? 'summary_large_image' : 'summary'} />
        <meta name="theme-color" content="#0b1530" />
        <link rel="icon" href={props.icon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={`${basePath}apple-touch-icon.png`} />
        {css && <style dangerouslySetInnerHTML={{ __html: css }} />}
      </head>
      <body>
        <div id="root" dangerouslySetInnerHTML={{ __html: markup }} />
        {/* With script, start-app.ts fetches the stylesheet and the face once the page has painted. */}
        <noscript>
          {props.withoutScript.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </noscript>
        {props.structuredData.map((node, index) => (
          <script
            // The nodes never change order within a page.
            key={index}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: scriptJson(node) }}
          />
        ))}
        <script
          type="application/json"
          id={APP_START_ID}
          dangerouslySetInnerHTML={{ __html: scriptJson(appStart) }}
        />
        {props.bodyScripts.map((code) => (
          <script key={code} dangerouslySetInnerHTML={{ __html: code }} />
        ))}
      </body>
    </html>
  );
}
