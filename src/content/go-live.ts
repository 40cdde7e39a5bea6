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
}

/** The example site's address: a build for it (or for a loopback address) is not a live site. */
export const EXAMPLE_ORIGIN = 'https://www.example.fr';

const RULES: readonly { readonly what: string; readonly test: (value: string) => boolean }[] = [
  {
    // In an address in any case (`github.com/studio-exemple`, `contact@example.fr`);
    // as a word only when it is a name (« Studio Exemple »): « un exemple » is French.
    what: 'an example address or name (example, exemple)',
    test: (value) =>
      /[./@-]ex[ae]mple|ex[ae]mple[./@-]/i.test(value) || /\bEx[ae]mple\b/.test(value),
  },
  {
    what: 'a phone number of the range reserved for fiction (01 99 00)',
    test: (value) => /01\s99\s00|\+33199/.test(value),
  },
  { what: 'a SIRET of zeros', test: (value) => /^0{3}\s0{3}\s0{3}\s0{5}$/.test(value) },
  { what: 'a VAT number of zeros', test: (value) => /^FR0{2}\s?0{9}$/.test(value) },
  {
    what: 'the training registration number of the example',
    test: (value) => /^11\s75\s00000\s75$/.test(value),
  },
  { what: 'a store id of zeros', test: (value) => /\bid0{6,}\b/.test(value) },
  {
    what: 'a demo name (a first name followed by Démo, Modèle, Exemple or Test)',
    test: (value) => /\p{Lu}\p{Ll}+\s(?:Démo|Demo|Modèle|Exemple|Example|Test)\b/u.test(value),
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
        if (rule) found.push({ where, what: rule.what, value });
      } else if (
        typeof value === 'object' &&
        value !== null &&
        (value as { example?: unknown }).example === true
      ) {
        found.push({ where, what: MARKED, value: JSON.stringify(value).slice(0, 80) });
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

/** The list as the build and the command line print it. */
export function describePlaceholders(found: readonly Placeholder[]): string {
  return found.map(({ where, what, value }) => `- ${where}: ${what} (« ${value} »)`).join('\n');
}
