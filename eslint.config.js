import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { moduleEdges } from './eslint/module-edges.js';
import { noInlineChinese } from './eslint/no-inline-chinese.js';
import { restrictedPaths } from './eslint/restricted-paths.js';
import { oneClock } from './eslint/one-clock.js';
import { httpErrorsInRoutes } from './eslint/http-errors-in-routes.js';
import { noRawColour } from './eslint/no-raw-colour.js';
import { shortFunctions } from './eslint/short-functions.js';

/**
 * The player app's layers (DESIGN §2, bulletproof-react): shared code (api, components, lib)
 * imports no feature and no app code; a feature imports no other feature and no app code; the app
 * composes. What two features need lives in a shared folder. The demo venue's page (venue-play) is
 * a third party's and shares nothing with the app.
 */
/** Shared → features → app, for a React app's src folder (the player app and the console). */
function layersOf(src, extra = []) {
  const features = fs
    .readdirSync(new URL(`${src.slice(2)}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const app = [`${src}/app`, `${src}/main.tsx`];
  const shared = [`${src}/api`, `${src}/components`, `${src}/lib`];
  return [
    ...features.map((name) => ({
      target: `${src}/features/${name}`,
      from: features.filter((other) => other !== name).map((other) => `${src}/features/${other}`),
      message:
        'A feature imports no other feature: what both need goes to src/api, src/components or src/lib.',
    })),
    {
      target: `${src}/features`,
      from: app,
      message: 'Features do not import the app (shared → features → app).',
    },
    {
      target: shared,
      from: [`${src}/features`, ...app],
      message: 'Shared code imports no feature and no app code (shared → features → app).',
    },
    ...extra.map((zone) => zone({ app, shared, features: `${src}/features` })),
  ];
}

const web = './apps/web/src';
const webLayers = layersOf(web, [
  ({ app, shared, features }) => ({
    target: `${web}/venue-play`,
    from: [...app, features, ...shared],
    message: "The demo venue's page shares nothing with the player app.",
  }),
  ({ app, shared, features }) => ({
    target: [...app, features, ...shared],
    from: `${web}/venue-play`,
    message: "The player app does not use the demo venue's page.",
  }),
]);
const consoleLayers = layersOf('./apps/admin/src');

/**
 * Short functions: the code these globs cover warns over FUNCTION_LINES_WARN lines and refuses
 * over FUNCTION_LINES_MAX, tests left out.
 */
const SHORT_FUNCTION_FILES = [
  'apps/server/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'apps/admin/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.{ts,tsx}',
];
const TEST_FILES = ['**/*.test.*', '**/test/**'];
const FUNCTION_LINES_WARN = 80;
const FUNCTION_LINES_MAX = 120;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries: { rules: { 'module-edges': moduleEdges } } },
    rules: { 'boundaries/module-edges': 'error' },
  },
  {
    // One clock: the server's modules and platform take the time from the app's clock; the clock
    // itself (platform/time.ts) is the one file that reads the machine's. Tests may read wall time.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/time.ts', '**/*.test.ts'],
    plugins: { clock: { rules: { 'one-clock': oneClock } } },
    rules: { 'clock/one-clock': 'error' },
  },
  {
    // Errors stay out of HTTP: the HTTP error helpers only in route files (*.routes.ts, plugin.ts)
    // and platform/http; everything else throws DomainErrors (platform/http/CONTEXT.md).
    files: ['apps/server/src/**/*.ts'],
    plugins: { http: { rules: { 'errors-in-routes': httpErrorsInRoutes } } },
    rules: { 'http/errors-in-routes': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'restricted-paths': restrictedPaths } } },
    rules: {
      'layers/restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayers }],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'restricted-paths': restrictedPaths } } },
    rules: {
      'layers/restricted-paths': ['error', { basePath: import.meta.dirname, zones: consoleLayers }],
    },
  },
  {
    // The console's words live in each feature's strings.ts (DESIGN §9): no Chinese text in a
    // component, no exception list, and no inline configuration to switch it off.
    files: ['apps/admin/src/**/*.tsx'],
    ignores: ['**/strings.ts', '**/*.test.tsx', 'apps/admin/src/test/**'],
    linterOptions: { noInlineConfig: true },
    plugins: { console: { rules: { 'no-inline-chinese': noInlineChinese } } },
    rules: { 'console/no-inline-chinese': 'error' },
  },
  {
    // Accessibility (docs/decisions/accessibility.md): antd-mobile's NavBar puts its back arrow in an unnamed
    // role="button" box that a keyboard cannot reach; components/TopBar (or TitledPage) has a real
    // button named 返回.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['NavBar'],
              message: 'Use components/TopBar or TitledPage: its back button is named 返回.',
            },
          ],
        },
      ],
    },
  },
  {
    // Colours come from the theme: theme.ts (values for scripts) and theme.css (custom properties).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/theme.ts', '**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { theme: { rules: { 'no-raw-colour': noRawColour } } },
    rules: { 'theme/no-raw-colour': 'error' },
  },
  {
    // The core rule warns over FUNCTION_LINES_WARN; the local rule refuses over FUNCTION_LINES_MAX,
    // counting alike, and refuses a comment that switches either off (eslint/short-functions.js).
    files: SHORT_FUNCTION_FILES,
    ignores: TEST_FILES,
    plugins: { functions: { rules: { 'short-functions': shortFunctions } } },
    rules: {
      'max-lines-per-function': [
        'warn',
        { max: FUNCTION_LINES_WARN, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
      'functions/short-functions': ['error', { max: FUNCTION_LINES_MAX }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
