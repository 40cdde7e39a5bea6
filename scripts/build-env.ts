import { site } from '../src/content/site.ts';

export interface BuildEnv {
  /** Where the site lives on its host: `/`, or `/elaborium_website/` (leading and trailing `/`). */
  readonly basePath: string;
  /** The site's public origin, for canonical and preview URLs (`https://www.example.fr`). */
  readonly publicOrigin: string;
}

/**
 * The build's settings, read once: `BASE_PATH` (default `/`) and `PUBLIC_URL`
 * (default the studio's address in src/content/site.ts). A wrong value, or an
 * API origin that `apiOrigins` refuses, stops the build before any page is
 * written, with a message saying what is expected.
 */
// The environment is passed in (`process.env`): this module is also read by
// the page tests, which run where Node's types are not declared.
export function readBuildEnv(env: Readonly<Record<string, string | undefined>>): BuildEnv {
  const problems: string[] = [];
  const rawBase = env.BASE_PATH?.trim() || '/';
  if (!rawBase.startsWith('/') || rawBase.includes('//') || /[?#\s]/.test(rawBase)) {
    problems.push(`BASE_PATH must be a path such as /elaborium_website/, not ${rawBase}`);
  }
  const basePath = rawBase.endsWith('/') ? rawBase : `${rawBase}/`;
  const rawUrl = env.PUBLIC_URL?.trim() || site.url;
  let publicOrigin = '';
  try {
    const url = new URL(rawUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    publicOrigin = url.origin;
  } catch {
    problems.push(
      `PUBLIC_URL must be an http(s) address such as https://www.example.fr, not ${rawUrl}`,
    );
  }
  try {
    apiOrigins(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0) throw new Error(`Build settings:\n- ${problems.join('\n- ')}`);
  return { basePath, publicOrigin };
}

/** A page's absolute address: the public origin, the base path, the page's path. */
export function absoluteUrl({ basePath, publicOrigin }: BuildEnv, path: string): string {
  return `${publicOrigin}${basePath}${path.replace(/^\//, '')}`;
}

/**
 * The copyright line's span: SPEC's first year, then the year of the build
 * (« 2023–2026 »), true whenever the site is rebuilt. Written at build time
 * (astro.config.ts), as every page is.
 */
export function copyrightYears(buildYear: number, firstYear = site.copyrightYear): string {
  return buildYear > firstYear
    ? `${String(firstYear)}\u2013${String(buildYear)}`
    : String(firstYear);
}

/**
 * The other origins the pages post to, read from the build's environment:
 * `VITE_API_ORIGIN` (`https://api.example.fr`) and the older
 * `VITE_SIGNUP_ENDPOINT` (a whole URL). Their origins go into the pages'
 * `connect-src` and `form-action` (scripts/nginx-headers.ts); a value that is
 * not an http(s) address stops the build with a message.
 */
export function apiOrigins(env: Readonly<Record<string, string | undefined>>): string[] {
  const origins = new Set<string>();
  for (const name of ['VITE_API_ORIGIN', 'VITE_SIGNUP_ENDPOINT'] as const) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(
        `${name} must be an http(s) address such as https://api.example.fr, not ${raw}`,
      );
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(
        `${name} must be an http(s) address such as https://api.example.fr, not ${raw}`,
      );
    }
    origins.add(url.origin);
  }
  return [...origins];
}
