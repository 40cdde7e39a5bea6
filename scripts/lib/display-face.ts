/** The display face's files (docs/decisions/011), cut by `npm run font`. */
export const DISPLAY_FACE_WOFF2 = 'fonts/bricolage-grotesque-display.woff2';
export const DISPLAY_FACE_TTF = 'fonts/bricolage-grotesque-700.ttf';

/**
 * ASCII, the letters of French (ligatures and diaeresis included), and the
 * signs French typography sets: ’ « » … – — €, the non-breaking spaces
 * before : ; ! ? and inside « », the middle dot and the arrow of « Voir plus → ».
 */
export const displayCharacters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)),
  'àâäæçéèêëîïôöœùûüÿ',
  'ÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ',
  '\u00a0\u202f\u2009’‘“”«»…–—€·•→×°',
].join('');
