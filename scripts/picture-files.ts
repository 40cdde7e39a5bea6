/**
 * The content's pictures held against their files (`npm run build`, through
 * scripts/check-content.ts): every `{ src, width, height }` of the content
 * names a file of `public/` that is there, and whose shape is the one
 * declared (the page reserves that box: another shape is stretched or shifts
 * the layout), at least that large. A missing photo would ship as a broken
 * image; the sizes are typed by hand.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Picture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

const isPicture = (value: unknown): value is Picture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { src?: unknown }).src === 'string' &&
  typeof (value as { width?: unknown }).width === 'number' &&
  typeof (value as { height?: unknown }).height === 'number' &&
  /\.(jpe?g|png|svg|webp|avif)$/i.test((value as { src: string }).src);

function* pictures(
  value: unknown,
  where: string,
  seen = new WeakSet(),
): Generator<[string, Picture]> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isPicture(value)) yield [where, value];
  for (const [key, item] of Object.entries(value)) {
    yield* pictures(item, where.endsWith(': ') ? `${where}${key}` : `${where}.${key}`, seen);
  }
}

/** A PNG's, a JPEG's or an SVG's size in pixels, or undefined for another format. */
export function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    // JPEG: the frame header (SOF0…SOF15 but DHT, JPG and DAC) holds the size.
    let offset = 2;
    while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
      const marker = bytes[offset + 1] ?? 0;
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
    return undefined;
  }
  const text = bytes.subarray(0, 2048).toString('utf8');
  const svg = /<svg\b[^>]*>/.exec(text)?.[0];
  if (svg) {
    const attribute = (name: string) =>
      Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(svg)?.[1]);
    const [, , boxWidth, boxHeight] = (/\sviewBox="([^"]+)"/.exec(svg)?.[1] ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const width = attribute('width') || boxWidth;
    const height = attribute('height') || boxHeight;
    return width && height ? { width, height } : undefined;
  }
  return undefined;
}

/** What is wrong with the content's pictures, one line each (file, place, rule, value). */
export function pictureProblems(
  sources: Readonly<Record<string, unknown>>,
  publicDir: string,
): string[] {
  const problems: string[] = [];
  for (const [file, exports] of Object.entries(sources)) {
    for (const [where, picture] of pictures(exports, `${file}: `)) {
      const target = path.join(publicDir, picture.src);
      const declared = `${String(picture.width)}×${String(picture.height)}`;
      if (!(statSync(target, { throwIfNoEntry: false })?.isFile() ?? false)) {
        problems.push(`${where}.src: no such file in public/ (« ${picture.src} »)`);
        continue;
      }
      const size = imageSize(readFileSync(target));
      if (!size) continue;
      const actual = `${String(size.width)}×${String(size.height)}`;
      const shape = size.width / size.height / (picture.width / picture.height);
      if (Math.abs(shape - 1) > 0.01) {
        problems.push(
          `${where}: the file is ${actual}, another shape than the declared ${declared} (« ${picture.src} »)`,
        );
      } else if (size.width < picture.width) {
        problems.push(
          `${where}: the file is ${actual}, smaller than the declared ${declared} (« ${picture.src} »)`,
        );
      }
    }
  }
  return problems;
}
