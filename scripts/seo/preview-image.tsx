/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { landingPromise } from '../../src/content/landing.ts';
import { offers, offersText } from '../../src/content/offers.ts';
import { formatPriceHeadline, priceUnit } from '../../src/content/prices.ts';
import { site } from '../../src/content/site.ts';
import { Logo } from '../../src/site/components/logo.tsx';
import { offerHref, paths } from '../../src/site/paths.ts';

/** The size link previews use (Open Graph, X, LinkedIn): 1.91:1. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const PADDING = { x: 80, y: 72 };

/** The banner's colours (src/site/styles/global.css), dark in both themes. */
const colours = {
  from: '#0c1533',
  to: '#22359b',
  text: '#ffffff',
  muted: '#c7d2ff',
  /** The site's accent as the dark theme draws it on navy (--color-accent). */
  accent: '#ffa06a',
};

/**
 * The site's display face (docs/decisions/011), its static bold cut:
 * Read from the repository's root, where the build runs. Satori reads TTF, not WOFF2 nor variation axes (scripts/build-font.ts).
 */
const fonts = readFile('fonts/bricolage-grotesque-700.ttf').then((data) => [
  { name: 'Bricolage Grotesque', data, weight: 700 as const, style: 'normal' as const },
]);

export interface PreviewText {
  /** The page's own title, large. */
  readonly title: string;
  /** Under the title: an offer's price as its page states it, in the accent, and what it buys. */
  readonly price?: { readonly headline: string; readonly unit: string } | undefined;
  /** Under the title, smaller: a sentence (the landing page's promise). */
  readonly lead?: string | undefined;
  /** The site's host, as the preview's last line (`www.example.fr`). */
  readonly host: string;
}

/**
 * What a page's preview says: its title and, where the page has one, what a
 * reader sharing it would want seen first: an offer's price as its page
 * states it, the landing page's promise (its title is the studio's name,
 * which the preview's mark already shows).
 */
export function previewTextOf(path: string, title: string, host: string): PreviewText {
  const offer = offers.find((candidate) => offerHref(candidate.slug) === path);
  return {
    title,
    price: offer && {
      headline: formatPriceHeadline(offer.price, offersText.priceFrom),
      unit: priceUnit(offer.price),
    },
    lead: path === paths.landing ? landingPromise : undefined,
    host,
  };
}

/**
 * A page's link-preview image as SVG, by Satori (layout and text to SVG):
 * the studio's mark and name, the page's title, its price or its lead, the site's
 * address. The studio's name shows once: beside the mark, or as the title.
 * `embedFont: false` leaves the text as text (a test reads it); the image
 * draws it as outlines, which resvg renders without the font.
 */
export async function previewSvg(
  { title, price, lead, host }: PreviewText,
  { embedFont = true } = {},
): Promise<string> {
  const nameIsTitle = title === site.studioName;
  return satori(
    <div
      style={{
        // Satori adds the padding to the size, as CSS's content-box does.
        width: PREVIEW_SIZE.width - 2 * PADDING.x,
        height: PREVIEW_SIZE.height - 2 * PADDING.y,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${String(PADDING.y)}px ${String(PADDING.x)}px`,
        backgroundImage: `linear-gradient(135deg, ${colours.from}, ${colours.to})`,
        color: colours.text,
        fontFamily: 'Bricolage Grotesque',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <Logo size={88} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {!nameIsTitle && <span style={{ fontSize: 40, fontWeight: 700 }}>{site.studioName}</span>}
          <span style={{ fontSize: nameIsTitle ? 40 : 30, color: colours.muted }}>
            {site.tagline}
          </span>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div
          style={{
            width: PREVIEW_SIZE.width - 2 * PADDING.x,
            fontSize: title.length > 40 ? 56 : 72,
            fontWeight: 700,
            lineHeight: 1.15,
          }}
        >
          {title}
        </div>
        {price && (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <span style={{ fontSize: 52, color: colours.accent }}>{price.headline}</span>
            <span style={{ fontSize: 30, color: colours.muted }}>{price.unit}</span>
          </div>
        )}
        {lead && (
          <div
            style={{
              width: PREVIEW_SIZE.width - 2 * PADDING.x,
              fontSize: 34,
              lineHeight: 1.3,
              color: colours.muted,
            }}
          >
            {lead}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: colours.muted }}>{host}</div>
    </div>,
    { ...PREVIEW_SIZE, fonts: await fonts, embedFont },
  );
}

/** The preview as the 1200×630 PNG that link previews fetch, through resvg. */
export async function previewImage(text: PreviewText): Promise<Buffer> {
  const svg = await previewSvg(text);
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_SIZE.width } }).render().asPng();
}
