/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { site } from '../../src/content/site.ts';
import { Logo } from '../../src/site/components/logo.tsx';

/** The size link previews use (Open Graph, X, LinkedIn): 1.91:1. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const PADDING = { x: 80, y: 72 };

/** The banner's colours (src/site/styles/global.css), dark in both themes. */
const colours = { from: '#0c1533', to: '#22359b', text: '#ffffff', muted: '#c7d2ff' };

/**
 * The site's display face (docs/decisions/011), its static bold cut:
 * Satori reads TTF, not WOFF2 nor variation axes (scripts/build-font.ts).
 */
const fonts = readFile(new URL('../../fonts/bricolage-grotesque-700.ttf', import.meta.url)).then(
  (data) => [{ name: 'Bricolage Grotesque', data, weight: 700 as const, style: 'normal' as const }],
);

export interface PreviewText {
  /** The page's own title, large. */
  readonly title: string;
  /** The site's host, as the preview's last line (`www.example.fr`). */
  readonly host: string;
}

/**
 * A page's link-preview image, drawn at build time by Satori (layout and text
 * to SVG) and resvg (SVG to PNG): the studio's mark and name, the page's
 * title, the site's address.
 */
export async function previewImage({ title, host }: PreviewText): Promise<Buffer> {
  const svg = await satori(
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
          <span style={{ fontSize: 40, fontWeight: 700 }}>{site.studioName}</span>
          <span style={{ fontSize: 30, color: colours.muted }}>{site.tagline}</span>
        </div>
      </div>
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
      <div style={{ display: 'flex', fontSize: 30, color: colours.muted }}>{host}</div>
    </div>,
    { ...PREVIEW_SIZE, fonts: await fonts },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_SIZE.width } }).render().asPng();
}
