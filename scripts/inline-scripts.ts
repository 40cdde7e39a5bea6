import { build, type Rolldown } from 'vite';

/** A script the pages carry inline, built on its own from a typed module. */
export interface InlineScript {
  readonly source: string;
  /**
   * `head`: runs before anything paints; `page`: once the page's markup is
   * parsed; `end`: after the site's stylesheet, so once it has loaded.
   */
  readonly placement: 'head' | 'page' | 'end';
  /** `root`: only the root page (where the original's `/#/…` links arrive); `all`: every page. */
  readonly pages: 'root' | 'all';
}

/**
 * The inline scripts, one line each. Each is bundled by Vite into one classic
 * script (no module: it must run where it stands, before the page paints),
 * minified, with the build's base path; the server allows each by its hash.
 */
export const inlineScripts: readonly InlineScript[] = [
  // Before the stylesheet, which it need not wait for: the landing page never shows for an old link.
  { source: 'src/site/inline/hash-redirect.ts', placement: 'page', pages: 'root' },
  // Before the stylesheet, so a remembered theme is the first one painted.
  { source: 'src/site/theme/boot.ts', placement: 'head', pages: 'all' },
  // No script of the application runs, and no page it draws shows, before the stylesheet is there.
  { source: 'src/site/inline/start-app.ts', placement: 'end', pages: 'all' },
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
