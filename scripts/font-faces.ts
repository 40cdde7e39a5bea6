/**
 * The site's display face, taken out of its built stylesheet
 * (docs/decisions/011, 019). Adding a face to a page that has painted makes
 * the browser match and shape every text again: on this machine a 30 to 100 ms
 * task, twice (when the stylesheet declares the face, and when the face has
 * arrived). So the stylesheet declares none: the start script adds the face
 * once it has its bytes, in one step (src/site/inline/start-app.ts), and a
 * page read without script links a stylesheet holding the face's rule alone.
 */
import postcss from 'postcss';
import type { DisplayFace } from '../src/site/inline/app-start.ts';

export interface SiteFaces {
  /** The display face, loaded by the start script. */
  readonly display: DisplayFace;
  /** Its @font-face rule, for pages read without script. */
  readonly displayRule: string;
  /** The stylesheet without it. */
  readonly rest: string;
}

/** `size-adjust` → `sizeAdjust`, `font-weight` → `weight`: the FontFace constructor's names. */
function descriptorName(property: string): string {
  return property
    .replace(/^font-/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The one @font-face rule of the built stylesheet `css`, and the stylesheet without it. */
export function takeFontFaces(css: string): SiteFaces {
  const sheet = postcss.parse(css);
  const faces: postcss.AtRule[] = [];
  sheet.walkAtRules('font-face', (face) => {
    faces.push(face.clone());
    face.remove();
  });
  const [face, ...others] = faces;
  if (!face || others.length > 0) {
    throw new Error(`font faces: the stylesheet should declare one face, not ${faces.length}`);
  }
  let family: string | undefined;
  let source: string | undefined;
  const descriptors: Record<string, string> = {};
  face.walkDecls((decl) => {
    if (decl.prop === 'font-family') family = decl.value.replace(/^["']|["']$/g, '');
    else if (decl.prop === 'src') source = /url\(["']?([^"')]+)["']?\)/.exec(decl.value)?.[1];
    else descriptors[descriptorName(decl.prop)] = decl.value;
  });
  if (!family) throw new Error('font faces: the display face has no font-family');
  if (!source) throw new Error('font faces: the display face has no url()');
  return {
    display: { family, source, descriptors },
    displayRule: face.toString(),
    rest: sheet.toString(),
  };
}
