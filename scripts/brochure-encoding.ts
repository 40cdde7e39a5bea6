/**
 * The PDF standard fonts (Helvetica) encode WinAnsi only: every string the
 * brochure draws is checked here first, so a character they cannot draw
 * stops the build with its name instead of printing as nothing.
 */

/** The characters WinAnsi (Windows-1252) puts in 0x80–0x9F, by Unicode code point. */
export const WIN_ANSI_EXTRAS: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

/** The characters of `text` the standard fonts cannot draw (they would print as nothing). */
export function unencodableCharacters(text: string): string[] {
  const bad: string[] = [];
  // A string iterates by code point: an astral character is one offender, not two halves.
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin1 && !WIN_ANSI_EXTRAS.has(code) && char !== '\n') bad.push(char);
  }
  return bad;
}

export function checked(text: string): string {
  const bad = unencodableCharacters(text);
  if (bad.length > 0) {
    const codes = bad.map(
      (char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    throw new Error(`The brochure's fonts cannot draw ${codes.join(', ')} in: ${text}`);
  }
  return text;
}
