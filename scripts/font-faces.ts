/**
 * The site's @font-face rules, taken out of its built stylesheet
 * (docs/decisions/011, 019). Adding a face to a page that has painted makes
 * the browser match and shape every text again: on this machine a 30 to 100 ms
 * task, twice (when the stylesheet declares the face, and when the face has
 * arrived). So the stylesheet declares none: each page inlines the local
 * fallbacks, and the start script adds the display face once it has its
 * bytes, in one step (src/site/inline/start-app.ts). A page read without
 * script links a stylesheet holding the face's rule alone.
 */
import postcss from 'postcss';
import type { DisplayFace } from '../src/site/inline/app-start.ts';

export interface SiteFaces {
  /** The faces that need no download (the metric-matched fallbacks), inline in every page. */
  readonly local: string;
  /** The display face, loaded by the start script. */
  readonly display: DisplayFace;
  /** Its @font-face rule, for pages read without script. */
  readonly displayRule: string;
  /** The stylesheet without them. */
  readonly rest: string;
}

function declaration(rule: postcss.AtRule, property: string): string {
  let value: string | undefined;
  rule.walkDecls(property, (decl) => {
    value = decl.value;
  });
  if (value === undefined) throw new Error(`font faces: a face has no ${property}`);
  return value;
}

/** The @font-face rules of the built stylesheet `css`, and the stylesheet without them. */
export function takeFontFaces(css: string): SiteFaces {
  const sheet = postcss.parse(css);
  const local: string[] = [];
  const downloaded: postcss.AtRule[] = [];
  sheet.walkAtRules('font-face', (face) => {
    if (face.toString().includes('url(')) downloaded.push(face.clone());
    else local.push(face.toString());
    face.remove();
  });
  const [face, ...others] = downloaded;
  if (!face || others.length > 0) {
    throw new Error(
      `font faces: the stylesheet should declare one face to download, not ${downloaded.length}`,
    );
  }
  const source = /url\(["']?([^"')]+)["']?\)/.exec(declaration(face, 'src'))?.[1];
  if (!source) throw new Error('font faces: the display face has no url()');
  return {
    local: local.join(''),
    display: {
      family: declaration(face, 'font-family').replace(/^["']|["']$/g, ''),
      source,
      weight: declaration(face, 'font-weight'),
    },
    displayRule: face.toString(),
    rest: sheet.toString(),
  };
}
