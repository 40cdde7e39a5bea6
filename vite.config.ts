import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // React Router's package exports only point at its development build,
    // which is larger and slower; production bundles take its production build.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    // Browsers that support ES modules and the CSS the site uses.
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the target covers supports <link rel=modulepreload>: the
    // polyfill would only add bytes to the landing page's script.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['src/site/**/*.test.{ts,tsx}', 'src/content/**/*.test.ts'],
          setupFiles: ['src/site/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/cli/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
}));
