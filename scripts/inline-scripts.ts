import { build, type Rolldown } from 'vite';

/** A script the pages carry inline, built on its own from a typed module. */
export interface InlineScript {
  readonly source: string;
  /** `head`: runs before anything paints; `body`: once the page's markup is parsed. */
  readonly placement: 'head' | 'body';
  /** `root`: only the root page (where the original's `/#/…` links arrive); `all`: every page. */
  readonly pages: 'root' | 'all';
}

/**
 * The inline scripts, one line each. Each is bundled by Vite into one classic
 * script (no module: it must run where it stands, before the page paints),
 * minified, with the build's base path; the server allows each by its hash.
 */
export const inlineScripts: readonly InlineScript[] = [
  // A few bytes before the page, the rest after it: the page's <head> stays small (issue 30).
  { source: 'src/site/inline/hash-guard.ts', placement: 'head', pages: 'root' },
  { source: 'src/site/inline/hash-redirect.ts', placement: 'body', pages: 'root' },
  // Before the stylesheet, so a remembered theme is the first one painted.
  { source: 'src/site/theme/boot.ts', placement: 'head', pages: 'all' },
  { source: 'src/site/inline/start-app.ts', placement: 'body', pages: 'all' },
];

export interface BuiltInlineScript extends InlineScript {
  readonly code: string;
}

async function buildOne(script: InlineScript, basePath: string): Promise<BuiltInlineScript> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    base: basePath,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: script.source, formats: ['iife'], name: 'inline' },
    },
  });
  // Without `watch`, `build` returns outputs, not a watcher; `lib` asks for one format.
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = output?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`inline scripts: ${script.source} built to nothing`);
  return { ...script, code: chunk.code.trim() };
}

export async function buildInlineScripts(basePath: string): Promise<readonly BuiltInlineScript[]> {
  const built: BuiltInlineScript[] = [];
  for (const script of inlineScripts) built.push(await buildOne(script, basePath));
  return built;
}
