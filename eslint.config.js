import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

// ── Which way imports may point inside src/ (docs/architecture.md → Import direction):
//    app → features → ui → firebase, config → lib.
//    A feature never imports another feature (what two share moves down into ui/ or
//    lib/); ui/ and lib/ never import features/ or app/; lib/ is plain functions
//    without React; firebase/ imports nothing above it; only firebase/ (and the admin's
//    own data code, features/admin/core/data/) imports the SDK.
//    Rules work on the import text, so each folder depth gets its own patterns
//    ('../' from src/ui/x.ts reaches src/, from src/features/home/x.ts it reaches features/).
const SDK = {
  regex: '^firebase(/.*)?$',
  message:
    'Only src/firebase/ (and src/features/admin/core/data/) imports the Firebase SDK: go through a feature api.ts.',
};
const REACT = {
  regex: '^react(-dom|-router|-bootstrap)?(/.*)?$',
  message: 'src/lib/ holds plain functions: no React.',
};
const MAX_DEPTH = 6;

/** A regex source for a relative path that climbs exactly `n` folders, then names one of `dirs`. */
const climbTo = (n, dirs) => `^(\\.\\./){${n}}(${dirs.join('|')})(/|$)`;

/**
 * One config per folder depth below `src/<layer>/`: `ups(depth)` says how many '../'
 * reach src/ from there, `forbidden` the src/ folders that layer must not import.
 */
function layer(layerGlob, baseUps, forbidden, { sdk = true, react = false, siblings = false } = {}) {
  const configs = [];
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const ups = baseUps + depth;
    const patterns = [];
    if (forbidden.length) {
      patterns.push({
        regex: climbTo(ups, forbidden),
        message: `${layerGlob} must not import ${forbidden.map((f) => `src/${f}/`).join(', ')} (docs/architecture.md → Import direction).`,
      });
    }
    if (siblings) {
      // One level below src/ is src/features/: any folder named there is another feature.
      patterns.push({
        regex: `^(\\.\\./){${ups - 1}}[^./]`,
        message: 'A feature never imports another feature: move what both need into src/ui/ or src/lib/.',
      });
    }
    if (sdk) patterns.push(SDK);
    if (react) patterns.push(REACT);
    const dynamic = patterns
      .filter((p) => p !== SDK && p !== REACT)
      .map((p) => ({
        selector: `ImportExpression[source.value=/${p.regex.replace(/\//g, '\\/')}/]`,
        message: p.message,
      }));
    configs.push({
      files: [`src/${layerGlob}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        ...(dynamic.length ? { 'no-restricted-syntax': ['error', ...dynamic] } : {}),
      },
    });
  }
  return configs;
}

function importDirection() {
  return [
    {
      files: ['src/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { patterns: [SDK] }] },
    },
    ...layer('features/*', 2, ['app', 'features'], { siblings: true }),
    ...layer('ui', 1, ['features', 'app']),
    ...layer('lib', 1, ['features', 'app', 'ui', 'firebase', 'config'], { react: true }),
    ...layer('config', 1, ['features', 'app', 'ui', 'firebase']),
    ...layer('firebase', 1, ['features', 'app', 'ui'], { sdk: false }),
    // The admin area's own data code (writes with their history, uploads): the one
    // feature folder that talks to the SDK, so no public chunk can carry it.
    ...layer('features/admin/core/data', 4, ['app', 'features'], { sdk: false, siblings: true }),
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...importDirection(),
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // Functions passed to page.evaluate() run in the browser.
    files: ['scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
