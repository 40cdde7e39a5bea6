import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tests and their set-up, which may use the tests' helpers and the scripts' server runner. */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.test-d.ts',
  'src/site/test-setup.ts',
  'src/site/test-pages.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      '.astro',
      'data',
      'reports',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json', './tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/site/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Imports flow one way: pages → components → lib; content and shared code
  // never import the site, the server or the command line; the store and the
  // Node-side configuration (src/config) serve the server and the command
  // line, never the site; site and server never import each other. The
  // application's code never imports the build scripts or the tests' helpers
  // (its own tests may); scripts never import the tests' helpers.
  // Browser tests never import the server or the command line.
  ...importLayers([
    { files: 'src/site/components', forbid: ['pages'] },
    { files: 'src/site/lib', forbid: ['pages', 'components'] },
    { files: 'src/content', forbid: ['site', 'server', 'cli', 'store', 'config'] },
    { files: 'src/shared', forbid: ['site', 'server', 'cli', 'store', 'config'] },
    { files: 'src/server', forbid: ['site'] },
    // E-mails link to the site's pages: src/mail may read its paths, nothing else of it.
    { files: 'src/mail', forbid: ['server', 'cli', 'store', 'config'] },
    { files: 'src/store', forbid: ['site', 'server', 'cli'] },
    { files: 'src/digest', forbid: ['site', 'server'] },
    { files: 'src/config', forbid: ['site', 'server', 'cli'] },
    { files: 'src/site', forbid: ['server', 'cli', 'store', 'config'] },
    { files: 'scripts', forbid: ['tests'] },
    // Browser tests reach the server over HTTP only; the helpers serve unit tests, never the browser's pages.
    { files: 'tests/e2e', forbid: ['server', 'cli'] },
    { files: 'tests/support', forbid: ['site', 'e2e'] },
  ]),
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);

/** One `no-restricted-imports` rule per layer: its files may not import from the named folders. */
function importLayers(layers) {
  // Flat config lets the last matching entry set a rule, so a nested folder
  // inherits its parent's bans and comes after it.
  const withInherited = layers
    .map(({ files }) => ({
      files,
      forbid: [
        ...new Set(
          layers
            .filter((parent) => files === parent.files || files.startsWith(`${parent.files}/`))
            .flatMap((parent) => parent.forbid),
        ),
      ],
    }))
    .sort((a, b) => a.files.length - b.files.length);
  return withInherited.flatMap(({ files, forbid }) => {
    const entries = [{ files: [`${files}/**/*.{ts,tsx}`], rules: restrictImports(files, forbid) }];
    if (files.startsWith('src')) {
      entries.push({
        files: [`${files}/**/*.{ts,tsx}`],
        ignores: TEST_FILES,
        rules: restrictImports(files, [...forbid, 'scripts', 'tests']),
      });
    }
    return entries;
  });
}

function restrictImports(files, forbid) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${forbid.join('|')})/`,
            message: `${files} may not import from ${forbid.join(', ')} (one-way layers, see eslint.config.js).`,
          },
        ],
      },
    ],
  };
}
