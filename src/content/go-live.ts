/**
 * The go-live check (PRODUCT.md decisions 23 and 27): what of the example
 * identity the content still holds. The site ships with clearly fictional
 * values (README, « Going live »); a build for a real site address, and the
 * release announcement, refuse them with this list rather than publish a zero
 * SIRET or a store link to nowhere under the owner's name. Judged by the
 * content, never by comparing two addresses the owner may both have set.
 */
export interface Placeholder {
  /** Where it is: the content file and the value's path in it. */
  readonly where: string;
  readonly what: string;
  readonly value: string;
  /**
   * The example's value itself, as it is found in `value` (« Camille
   * Exemple » in a sentence of the legal notice): what the owner replaces,
   * once where it is set, and the list groups by.
   */
  readonly root: string;
}

/** The example site's address: a build for it (or for a loopback address) is not a live site. */
export const EXAMPLE_ORIGIN = 'https://www.example.fr';

interface Rule {
  readonly what: string;
  readonly test: (value: string) => boolean;
  /** The example's value as it stands in a text (the whole value when not given). */
  readonly root?: (value: string) => string | undefined;
}

const RULES: readonly Rule[] = [
  {
    // In an address in any case (`github.com/studio-exemple`, `contact@example.fr`);
    // as a word only when it is a name (« Studio Exemple »): « un exemple » is French.
    what: 'an example address or name (example, exemple)',
    test: (value) =>
      /[./@-]ex[ae]mple|ex[ae]mple[./@-]/i.test(value) || /\bEx[ae]mple\b/.test(value),
    root: (value) =>
      /[^\s«»()<>"',;]*(?:[./@-]ex[ae]mple|ex[ae]mple[./@-](?=[\w-]))[^\s«»()<>"',;]*/i
        .exec(value)?.[0]
        ?.replace(/[.:]+$/, '') ??
      /(?:\p{Lu}[\p{L}’-]+\s)?Ex[ae]mple(?:\s\p{Lu}\p{Ll}[\p{L}’-]+)?/u.exec(value)?.[0],
  },
  {
    what: 'a phone number of the range reserved for fiction (01 99 00)',
    test: (value) => /01\s99\s00|\+33199/.test(value),
    root: (value) => /01\s99\s00\s\d\d\s\d\d|\+33199\d{6}/.exec(value)?.[0],
  },
  { what: 'a SIRET of zeros', test: (value) => /^0{3}\s0{3}\s0{3}\s0{5}$/.test(value) },
  { what: 'a VAT number of zeros', test: (value) => /^FR0{2}\s?0{9}$/.test(value) },
  {
    what: 'the training registration number of the example',
    test: (value) => /^11\s75\s00000\s75$/.test(value),
  },
  {
    what: 'a store id of zeros',
    test: (value) => /\bid0{6,}\b/.test(value),
    root: (value) => /\bid0{6,}\b/.exec(value)?.[0],
  },
  {
    what: 'a demo name (a first name followed by Démo, Modèle, Exemple or Test)',
    test: (value) => /\p{Lu}\p{Ll}+\s(?:Démo|Demo|Modèle|Exemple|Example|Test)\b/u.test(value),
    root: (value) => /\p{Lu}\p{Ll}+\s(?:Démo|Demo|Modèle|Exemple|Example|Test)\b/u.exec(value)?.[0],
  },
  {
    // An insurance policy, a contract or a registration number left at zeros.
    what: 'a number of zeros (a policy, contract or registration number)',
    test: (value) => /^[0\s.\-/]{5,}$/.test(value) && /0{3}/.test(value.replace(/\D/g, '')),
  },
];

/** An entry the example ships for show (a testimonial, a CV, a portrait): `example: true`. */
const MARKED = 'an entry marked `example: true` (replace it with your own, or remove it)';

function* values(
  value: unknown,
  path: string,
  seen: WeakSet<object>,
): Generator<[string, unknown]> {
  yield [path, value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const entries = Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [`${path}[${String(index)}]`, item])
    : Object.entries(value).map(([key, item]): [string, unknown] => [
        path ? `${path}.${key}` : key,
        item,
      ]);
  for (const [itemPath, item] of entries) yield* values(item, itemPath, seen);
}

/** Every placeholder left in `sources`: each content file's exports, by file. */
export function placeholders(sources: Readonly<Record<string, unknown>>): Placeholder[] {
  const found: Placeholder[] = [];
  for (const [file, content] of Object.entries(sources)) {
    for (const [path, value] of values(content, '', new WeakSet())) {
      const where = `${file}: ${path}`;
      if (typeof value === 'string') {
        const rule = RULES.find(({ test }) => test(value));
        if (rule) found.push({ where, what: rule.what, value, root: rule.root?.(value) ?? value });
      } else if (
        typeof value === 'object' &&
        value !== null &&
        (value as { example?: unknown }).example === true
      ) {
        const shown = JSON.stringify(value).slice(0, 80);
        found.push({ where, what: MARKED, value: shown, root: where });
      }
    }
  }
  return found;
}

/**
 * Whether an address is the example site's, one of the example domains
 * (example.fr and RFC 2606's), or a loopback one: not a site going live.
 */
export function isExampleOrLocal(url: string): boolean {
  const { origin, hostname } = new URL(url);
  return (
    origin === EXAMPLE_ORIGIN ||
    /(?:^|\.)example\.(?:fr|com|org|net)$/.test(hostname) ||
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\./.test(hostname)
  );
}

/**
 * What stops a build (or the announcement) for the site at these addresses:
 * nothing for the example site itself; for any other, every placeholder left.
 */
export function goLiveProblems(
  addresses: { readonly siteUrl: string; readonly publicUrl?: string | undefined },
  sources: Readonly<Record<string, unknown>>,
): Placeholder[] {
  const live = [addresses.siteUrl, addresses.publicUrl]
    .filter((url): url is string => Boolean(url))
    .some((url) => !isExampleOrLocal(url));
  return live ? placeholders(sources) : [];
}

/**
 * The list as the build and the command line print it: a summary line,
 * then each value to replace once, most repeated first, with the number of
 * places it shows in: where it is set (the value is the whole text), then
 * how many texts repeat it, and in which files.
 */
export function describePlaceholders(found: readonly Placeholder[]): string {
  const groups = new Map<string, Placeholder[]>();
  for (const placeholder of found) {
    const key = `${placeholder.what}\u0000${placeholder.root}`;
    groups.set(key, [...(groups.get(key) ?? []), placeholder]);
  }
  const entries = [...groups.values()].map((places) =>
    [...places].sort(
      (a, b) =>
        Number(b.value === b.root) - Number(a.value === a.root) || a.value.length - b.value.length,
    ),
  );
  entries.sort((a, b) => b.length - a.length);
  const plural = (count: number, word: string) =>
    `${String(count)} ${word}${count === 1 ? '' : 's'}`;
  const lines = [
    `${plural(entries.length, 'value')} to replace, in ${plural(found.length, 'place')}: change each where it is set (its first place), the texts that repeat it follow.`,
  ];
  for (const places of entries) {
    const [first] = places;
    if (!first) continue;
    const label = first.what === MARKED ? first.value : first.root;
    // Where the value is set (the whole text), else its first place; then the texts that repeat it.
    const set = places.filter(({ value, root }) => value === root);
    const shown = set.length > 0 ? set : [first];
    const repeats = places.filter((place) => !shown.includes(place));
    lines.push(`- « ${label} »: ${first.what}, ${plural(places.length, 'place')}`);
    for (const { where } of shown) lines.push(`    ${where}`);
    if (repeats.length > 0) {
      const files = [...new Set(repeats.map(({ where }) => where.split(':')[0]))];
      lines.push(`    and ${plural(repeats.length, 'text')} repeating it (${files.join(', ')})`);
    }
  }
  return lines.join('\n');
}
