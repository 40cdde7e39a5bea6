import { legalIdentity } from './legal-identity.ts';
import { site } from './site.ts';
import { team } from './team.ts';
import { trainingCatalogue } from './trainings.ts';

/**
 * The go-live check (PRODUCT.md decision 23): what of the example identity
 * the content still holds. The site ships with clearly fictional values
 * (README, « Going live »); a build for a real public address refuses them,
 * with this list, rather than publish a zero SIRET under the owner's name.
 */
export interface Placeholder {
  /** Where it is: the content file and the value's path in it. */
  readonly where: string;
  readonly what: string;
  readonly value: string;
}

const RULES: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: 'an example.fr address (e-mail or link)', pattern: /example\.fr/i },
  {
    what: 'a phone number of the range reserved for fiction (01 99 00)',
    pattern: /01\s99\s00|\+33199/,
  },
  { what: 'a SIRET of zeros', pattern: /^0{3}\s0{3}\s0{3}\s0{5}$/ },
  { what: 'a VAT number of zeros', pattern: /^FR0{2}\s?0{9}$/ },
  { what: 'the training registration number of the example', pattern: /^11\s75\s00000\s75$/ },
  { what: 'the demo name « Exemple »', pattern: /\bExemple\b/ },
];

/** The owner's identity, by the file that holds it. */
const SOURCES: Readonly<Record<string, unknown>> = {
  'src/content/site.ts': site,
  'src/content/legal-identity.ts': legalIdentity,
  'src/content/team.ts': team,
  'src/content/trainings.ts (body)': trainingCatalogue.body,
};

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      yield* strings(item, path ? `${path}.${key}` : key);
  }
}

/** Every placeholder left in `sources` (the content's own by default). */
export function placeholders(sources: Readonly<Record<string, unknown>> = SOURCES): Placeholder[] {
  const found: Placeholder[] = [];
  for (const [file, content] of Object.entries(sources)) {
    for (const [path, value] of strings(content, '')) {
      const rule = RULES.find(({ pattern }) => pattern.test(value));
      if (rule) found.push({ where: `${file}: ${path}`, what: rule.what, value });
    }
  }
  return found;
}
