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

/** Every folder of src/ above content: content and the layers below it import none of them. */
const ABOVE_SHARED = ['site', 'server', 'cli', 'store', 'digest', 'mail', 'forms', 'audience'];

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
  // Imports flow one way, from the top: site, server and cli; then digest
  // and mail; then store and audience (the audience summary both the command
  // line and the weekly digest print); forms (the form fields both the site
  // and the server's no-script pages render, with their texts); content
  // (texts and data: imported, importing only its schemas and the lowest
  // layer); and at the bottom shared (paths, formatters, the wire contracts)
  // and config (the environment, importing nothing of the domain). Pages →
  // components → lib inside the site; site and server never import each
  // other. The application's code never imports the build scripts or the
  // tests' helpers (its own tests may); scripts never import the tests'
  // helpers. Browser tests never import the server or the command line.
  ...importLayers([
    { files: 'src/site/components', forbid: ['pages'] },
    { files: 'src/site/lib', forbid: ['pages', 'components'] },
    { files: 'src/shared', forbid: [...ABOVE_SHARED, 'content', 'config'] },
    { files: 'src/config', forbid: [...ABOVE_SHARED, 'content', 'shared'] },
    { files: 'src/content', forbid: [...ABOVE_SHARED, 'config'] },
    {
      files: 'src/forms',
      forbid: ['site', 'server', 'cli', 'digest', 'mail', 'store', 'audience', 'config'],
    },
    {
      files: 'src/store',
      forbid: ['site', 'server', 'cli', 'digest', 'mail', 'forms', 'audience'],
    },
    { files: 'src/audience', forbid: ['site', 'server', 'cli', 'digest', 'mail', 'forms'] },
    {
      files: 'src/mail',
      forbid: ['site', 'server', 'cli', 'store', 'config', 'digest', 'audience'],
    },
    { files: 'src/digest', forbid: ['site', 'server', 'cli'] },
    { files: 'src/server', forbid: ['site', 'cli'] },
    { files: 'src/cli', forbid: ['site', 'server'] },
    {
      files: 'src/site',
      forbid: ['server', 'cli', 'store', 'config', 'digest', 'mail', 'audience'],
    },
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
