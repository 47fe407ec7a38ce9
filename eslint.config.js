import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const features = ['forms', 'dashboard'];

// The dashboard's sub-features (docs/ARCHITECTURE.md, "The dashboard"): each imports only itself,
// the shared dashboard UI (ui/) and the dashboard's data calls (api/). The files at the top of
// src/features/dashboard compose them and may import any.
const dashboard = './src/features/dashboard';
const dashboardParts = [
  'leads',
  'trash',
  'spam',
  'audit',
  'insights',
  'person',
  'retention',
  'notices',
  'signIn',
  'staff',
  'queue',
];
const dashboardZones = [
  ...dashboardParts.map((name) => ({
    target: `${dashboard}/${name}`,
    from: dashboard,
    except: [`./${name}`, './ui', './api'],
    message: `dashboard/${name} may import only itself, dashboard/ui and dashboard/api: move what two sub-features share to ui/ (or api/ for data calls).`,
  })),
  {
    target: `${dashboard}/ui`,
    from: dashboard,
    except: ['./ui', './api'],
    message: 'dashboard/ui is shared by every sub-feature: it may import only dashboard/api.',
  },
  {
    target: `${dashboard}/api`,
    from: dashboard,
    except: ['./api'],
    message: "dashboard/api holds the dashboard's data calls: it imports no component or hook.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'dist-server/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.tmp/**',
      'functions/lib/**',
      'functions/node_modules/**',
      'scripts/perf/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // Every import in src is relative, so Node's resolution with the TypeScript extensions is enough.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A cycle among the modules the site and its servers run is found from any file in it; tests,
    // end-to-end specs and scripts are leaves nothing imports, and following the whole graph from
    // each of them was nine tenths of the lint's time.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'functions/src/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // One-way imports (docs/ARCHITECTURE.md), layer by layer: records → config → lib → components
      // → content → features → pages → app. Content is data shaped for the components, so the
      // components, lib and config never import it; shared folders never import features, pages
      // or app; features never import pages, app or each other; pages never import app.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/records',
              from: [
                './src/config',
                './src/components',
                './src/content',
                './src/features',
                './src/pages',
                './src/app',
              ],
              message:
                'The record catalogue is the lowest layer (the server imports it): it depends on zod, src/lib/tree.ts and src/lib/pushId.ts only.',
            },
            {
              target: './src/records',
              from: './src/lib',
              except: ['./tree.ts', './pushId.ts'],
              message:
                'The record catalogue may import src/lib/tree.ts and src/lib/pushId.ts (which import nothing), no other part of src/lib.',
            },
            {
              target: ['./src/lib/tree.ts', './src/lib/pushId.ts'],
              from: './src',
              message:
                'src/lib/tree.ts and pushId.ts sit below the record catalogue: they import nothing.',
            },
            {
              target: ['./src/components', './src/lib', './src/config'],
              from: './src/content',
              message:
                'Components, lib and config sit below content: they take data as props or parameters, and content imports their types.',
            },
            {
              target: ['./src/content', './src/components', './src/lib', './src/config'],
              from: ['./src/features', './src/pages', './src/app'],
              message: 'Shared code must not depend on features, pages or the app.',
            },
            {
              target: './src/features',
              from: ['./src/pages', './src/app'],
              message: 'Features must not depend on pages or the app.',
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature must not import another feature.',
            })),
            ...dashboardZones,
            {
              target: './src/pages',
              from: './src/app',
              message: 'Pages must not depend on the app wiring.',
            },
          ],
        },
      ],
    },
  },
  {
    // The staff's data transport is reached through the dashboard's api/ only: no component or
    // hook builds a request itself.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/dashboard/api/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/db$',
              message:
                'Only src/features/dashboard/api may import src/lib/db: call a function of the dashboard api/ instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares the record catalogue, config and small libraries with the site, never
    // the site's features, pages, app wiring, components or copy.
    files: ['server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: ['./src/features', './src/app', './src/pages', './src/components'],
              message: 'server/ may import src/records, src/config and src/lib only.',
            },
            {
              target: './server',
              from: './src/content',
              except: ['./acknowledgement.ts', './staffMail.ts'],
              message:
                "server/ reads no copy but the visitor's acknowledgement and mail to staff (src/content/acknowledgement.ts, staffMail.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The Cloud Functions share what server/ shares with the site, nothing more.
    files: ['functions/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions',
              from: ['./server', './src/features', './src/app', './src/pages', './src/components'],
              message: 'functions/ may import src/records, src/config and src/lib only.',
            },
            {
              target: './functions',
              from: './src/content',
              except: ['./acknowledgement.ts', './staffMail.ts'],
              message:
                "functions/ reads no copy but the visitor's acknowledgement and mail to staff (src/content/acknowledgement.ts, staffMail.ts).",
            },
          ],
        },
      ],
    },
  },
);
