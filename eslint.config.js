// `npm run lint`: correctness rules only (formatting is not linted). Type-aware rules are left out
// to keep the run fast; `tsc --noEmit` already checks types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Schemas are built from the project's z, whose strings refuse control characters.
const zodPaths = [{ name: 'zod', importNames: ['z', 'string', 'url'], allowTypeImports: true, message: "Use z from '@sandtable/shared/contracts/zod': its strings refuse control characters." }];

// Module boundaries (docs/architecture.md): a server module is reached only through its index.ts.
const outsideModules = [{ regex: String.raw`(^|/)modules/[^/]+/.+`, message: "Import a module through its public face: 'modules/<module>' (its index.ts)." }];
const boundaryPatterns = [
  ...outsideModules,
  {
    // From inside a module: `../<other>/<file>` (a module's `*.testkit.ts`, for tests, is the one exception).
    regex: String.raw`^\.\./[^./][^/]*/(?!.*\.testkit$).+`,
    message: "Import another module through its public face: '../<module>' (its index.ts).",
  },
];

// No SQL outside repos: every other module file (routes, services, policies, presenters, a module's
// index, helpers in subfolders) calls repo functions; it imports neither query builders nor tables
// (types are fine).
const sqlPatterns = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'Queries live in the module’s *.repo.ts (docs/architecture.md, "Module boundaries").' },
  { regex: String.raw`(^|/)db/schema(/|$)`, allowTypeImports: true, message: 'Tables are queried in the module’s *.repo.ts (docs/architecture.md, "Module boundaries").' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Tests and a few library adapters legitimately handle untyped JSON.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-restricted-imports': ['error', { paths: zodPaths }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: zodPaths, patterns: outsideModules }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: zodPaths, patterns: boundaryPatterns }] },
  },
  {
    // Every module file at any depth except the data side: repos, a lifecycle's transitions and
    // due-row scans (lifecycle.ts, round-clock.ts), and tests with their fixtures.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/lifecycle.ts', '**/round-clock.ts', '**/*.test.ts', '**/*.testkit.ts', '**/test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: zodPaths, patterns: [...boundaryPatterns, ...sqlPatterns] }] },
  },
  { files: ['packages/shared/src/contracts/zod-guarded.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // e2e/test.ts closes the browser contexts a test opens; Playwright's own `test` would leave them running.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...zodPaths, { name: '@playwright/test', importNames: ['test'], message: "Import test from './test': it closes the contexts a test opens." }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An input's cap is the contract's: take it from rules/limits.ts or rules/constants.ts (issue 11).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal",
          message: 'Take maxLength from @sandtable/shared/rules/limits (TEXT_MAX) or rules/constants, where the contract reads it.',
        },
        {
          // A number input's bounds are the contract's or the engine's too (0 or 1 as a floor is no limit of ours).
          selector: "JSXAttribute[name.name=/^(max|min)$/] > JSXExpressionContainer > Literal[value>1]",
          message: 'Take min/max from @sandtable/shared/rules (limits, constants, course) or the game engine, where the contract reads it.',
        },
      ],
    },
  },
);
