import { createHash } from 'node:crypto';
import path from 'node:path';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import type { Plugin } from 'vite';
import { copyrightYears, readBuildEnv } from './scripts/build-env.ts';
import { devApiPort } from './scripts/lib/dev-ports.ts';
import { inquirySubjectGroups } from './src/content/inquiry-subjects.ts';
import { calendarDay } from './src/shared/calendar-day.ts';

const env = readBuildEnv(process.env);

/**
 * A page's script imports its React page to hydrate it, and with it the page's
 * CSS modules: their rules are already inline in the page (from its build-time
 * render), so the browser's bundle drops its copy instead of inlining it twice.
 */
function pageScriptsWithoutCss(): Plugin {
  return {
    name: 'page-scripts-without-css',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'asset' && name.endsWith('.css')) Reflect.deleteProperty(bundle, name);
      }
    },
  };
}

/**
 * The site, built by Astro into static files (docs/decisions/024): one HTML file
 * per page of the route table (src/pages/), the React pages rendered at build time.
 * `BASE_PATH=/elaborium_website/` builds it for a host's sub-path (build:subpath).
 */
export default defineConfig({
  site: env.publicOrigin,
  base: env.basePath,
  // `Website.html`, `Offer/<slug>.html`: the addresses a static host and the
  // Node server serve without a trailing slash.
  // Each page's own CSS inline: its first paint waits for no stylesheet request.
  build: { format: 'file', assets: 'assets', inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  outDir: process.env.SITE_OUT_DIR ?? 'dist',
  publicDir: 'public',
  integrations: [
    react(),
    {
      // `client:near`: the forms' hydration, after the first paint (src/site/lib/near-after-paint.ts).
      name: 'near-after-paint',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'near', entrypoint: './src/site/lib/near-after-paint.ts' });
        },
      },
    },
  ],
  server: { host: '127.0.0.1', port: Number(process.env.DEV_PORT ?? 5173) },
  devToolbar: { enabled: false },
  vite: {
    plugins: [pageScriptsWithoutCss()],
    define: {
      // The site's public origin (PUBLIC_URL): a form without script names it, so the
      // API on another host can send the visitor back to this site (an allowed origin).
      'import.meta.env.VITE_PUBLIC_ORIGIN': JSON.stringify(env.publicOrigin),
      // The copyright line's « 2023–<year of the build> » (scripts/build-env.ts).
      'import.meta.env.VITE_COPYRIGHT_YEARS': JSON.stringify(
        copyrightYears(new Date().getFullYear()),
      ),
      // The day of the build, which the page judges dates by (src/site/lib/build-day.ts).
      'import.meta.env.VITE_BUILD_DAY': JSON.stringify(calendarDay()),
      // The API on another origin (build:split; README, « Deploying »): where the
      // forms post. Astro exposes only PUBLIC_ variables by itself.
      'import.meta.env.VITE_API_ORIGIN': JSON.stringify(process.env.VITE_API_ORIGIN ?? ''),
      // The quote form's subjects, their values and names only (src/site/lib/inquiry-subject-list.ts).
      __INQUIRY_SUBJECTS__: JSON.stringify(inquirySubjectGroups),
      'import.meta.env.VITE_SIGNUP_ENDPOINT': JSON.stringify(
        process.env.VITE_SIGNUP_ENDPOINT ?? '',
      ),
    },
    css: {
      // A CSS module's class is a short hash of its file and name: the names
      // are in every page's markup (issue 30).
      modules: {
        generateScopedName: (name: string, file: string) =>
          `_${createHash('sha256')
            .update(`${path.relative(import.meta.dirname, file)}:${name}`)
            .digest('base64url')
            .slice(0, 5)}`,
      },
    },
    build: { target: 'es2022', assetsInlineLimit: 0 },
    environments: {
      client: {
        build: {
          // The islands' script in as few files as they need (issue 43): React and
          // React DOM in one chunk (they compress better together), what two
          // islands share in one more, each island's own in its file.
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: 'islands', test: /[\\/]src[\\/]/, minShareCount: 2 },
                ],
              },
            },
          },
        },
      },
    },
    // `npm run dev` (scripts/dev.ts) runs the API beside Astro: the site calls it on its own origin.
    server: { proxy: { '/api/': `http://127.0.0.1:${String(devApiPort())}` } },
  },
});
