import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { contentSources } from '../src/cli/content-sources.ts';
import { imageSize, pictureProblems } from './picture-files.ts';

/** A PNG header of the given size (what imageSize reads of it). */
function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** The start of a baseline JPEG of the given size: SOI, an APP0, then SOF0. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('the content’s pictures against their files (issue 46)', () => {
  it('finds every picture of the content as it is', async () => {
    expect(pictureProblems(await contentSources(), 'public')).toEqual([]);
  });

  it('names a missing file, another shape and a file smaller than declared, with the place', () => {
    const folder = mkdtempSync(join(tmpdir(), 'public-'));
    onTestFinished(() => {
      rmSync(folder, { recursive: true, force: true });
    });
    writeFileSync(join(folder, 'large.jpg'), jpeg(1200, 1200));
    writeFileSync(join(folder, 'wide.png'), png(1600, 900));
    writeFileSync(join(folder, 'small.png'), png(240, 240));
    const problems = pictureProblems(
      {
        'src/content/portrait.ts': {
          ownerPhoto: { src: 'portrait-julien.jpg', width: 480, height: 480 },
          square: { src: 'large.jpg', width: 480, height: 480 },
          wide: { src: 'wide.png', width: 480, height: 480 },
          small: { src: 'small.png', width: 480, height: 480 },
        },
      },
      folder,
    );
    expect(problems).toEqual([
      'src/content/portrait.ts: ownerPhoto.src: no such file in public/ (« portrait-julien.jpg »)',
      'src/content/portrait.ts: wide: the file is 1600×900, another shape than the declared 480×480 (« wide.png »)',
      'src/content/portrait.ts: small: the file is 240×240, smaller than the declared 480×480 (« small.png »)',
    ]);
  });

  it('reads the size of a PNG, a JPEG and an SVG', () => {
    expect(imageSize(png(640, 400))).toEqual({ width: 640, height: 400 });
    expect(imageSize(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(
      imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120">')),
    ).toEqual({ width: 240, height: 120 });
  });
});
