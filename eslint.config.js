import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Import boundaries of ../shared/ARCHITECTURE.md: app → features → components → ui; domain, api and
 * lib for all; a feature never imports another feature; backend/ imports only src/domain; mocks/
 * imports backend/; server/ imports backend/ and src/domain, and nothing imports server/. The
 * product (src/, backend/, server/, mocks/) never imports the build's Vite plugins (build/) or a
 * developer tool (tools/), and the build runs no tool.
 */
const features = ['auth', 'catalog', 'cart', 'checkout', 'account', 'payment', 'tester', 'reviews'];
const boundaryZones = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is pure: no React, no I/O, no app code.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/components', './src/ui', './src/api'],
    message: 'lib is below every layer (api included: api uses lib).',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/features', './src/components', './src/ui'],
    message: 'api is below every layer.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/components', './src/api'],
    message: 'ui primitives know nothing of the shop.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/features'],
    message: 'components sit below features.',
  },
  { target: './src/features', from: './src/app', message: 'features never import app.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: move what is shared down to components or domain.',
  })),
  {
    target: './backend',
    from: './src',
    except: ['./domain'],
    message: 'backend/ imports only src/domain: it is the API every mode runs.',
  },
  {
    target: './backend',
    from: ['./mocks', './server', './stories', './tests'],
    message: 'backend/ imports only src/domain: it is the API every mode runs.',
  },
  {
    target: './mocks',
    from: './src',
    except: ['./domain'],
    message: 'mocks/ imports backend/ and src/domain only.',
  },
  {
    target: './src',
    from: ['./backend', './mocks', './stories', './tests'],
    message: 'the app never imports backend, mocks, stories or tests.',
  },
  {
    target: ['./src', './backend', './mocks'],
    from: './server',
    message: 'nothing imports server/: the server mounts the back end, not the other way round.',
  },
  {
    target: './src/emails',
    from: './src',
    except: ['./emails', './domain', './lib'],
    message: 'src/emails renders on the server: it imports src/domain and src/lib only.',
  },
  {
    target: './server',
    from: './src',
    // src/render: the page renderer the build and the server share (docs/architecture.md, server/);
    // src/emails: the order emails the server's email worker renders.
    except: ['./domain', './render', './emails'],
    message:
      'server/ imports backend/, src/domain, the page renderer (src/render) and the emails (src/emails) only.',
  },
  {
    target: './server',
    from: './mocks',
    message: 'server/ imports backend/ and src/domain only (never msw).',
  },
  {
    target: ['./src', './backend', './server', './mocks'],
    from: './build',
    message:
      'build/ holds the Vite plugins vite.config.ts loads: the product never imports them (what both need lives in the product, e.g. server/csp.ts).',
  },
  {
    target: './build',
    from: './server',
    except: ['./csp.ts'],
    message: 'build/ takes only the Content-Security-Policy (server/csp.ts) from server/.',
  },
  {
    target: ['./src', './backend', './server', './mocks', './build'],
    from: './tools',
    message:
      'tools/ holds developer tools (bench, visual review, test runner, serve): neither the product nor the build imports them.',
  },
];

/**
 * src/api is the only client code that knows the wire format (../shared/ARCHITECTURE.md): features,
 * app, components, ui and lib get app types from it and never see a record, an adapter or a raw call.
 */
const wireRecords = [
  'ProductRecord',
  'CartLineRecord',
  'WishlistEntryRecord',
  'OrderRecord',
  'OrderPaymentRecord',
  'RatingsRecord',
];
const wireFormatPaths = [
  {
    name: '@/domain/types',
    importNames: wireRecords,
    message: 'A wire record: take the app type (Product, CartLine, Order) from src/api instead.',
  },
  {
    name: '@/domain/adapters',
    message: 'Only src/api turns wire records into app types: use its queries and hooks.',
  },
];
const rawRequest = {
  name: '@/api/client',
  importNames: ['request'],
  message: 'Endpoints live in src/api (one module per resource): call its functions and hooks.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-remote',
      '.data',
      'storybook-static',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      // Scratch: benches' and traces' working files (.gitignore'd).
      '.tmp',
      'public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2022 },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@tanstack/*', 'xstate', 'msw', 'msw/*'],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API and its host never run msw: it only forwards to the app in the browser and tests.
    files: ['backend/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['msw', 'msw/*'], message: 'backend/ and server/ never import msw.' },
            {
              group: ['react', 'react-*', '@tanstack/*', 'xstate'],
              message: 'The back end has no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small files by aggregate: a storage file (or any back-end file) that grows past this is split.
    files: ['backend/**/*.ts', 'server/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: [
      '*.{js,ts}',
      'build/**/*.ts',
      'tools/**/*.{js,mjs,ts}',
      'tests/e2e/**/*.ts',
      '.storybook/main.ts',
    ],
    // Node scripts, but Playwright's page.evaluate callbacks run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/{app,features,components,ui,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...wireFormatPaths, rawRequest] }],
    },
  },
  {
    // The request tester and its back-end console talk to the wire on purpose: that is the tool.
    files: ['src/features/tester/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: wireFormatPaths }] },
  },
  ...storybook.configs['flat/recommended'],
);
