// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import fs from 'node:fs';
import globals from 'globals';
import serverModules from './scripts/eslint/server-modules.mjs';

/**
 * Boundaries (see docs/ARCHITECTURE.md): imports flow shared -> features -> app.
 * A web feature never imports another feature (one zone per feature folder, as bulletproof-react
 * does), and features never import the app layer.
 */
const webFeaturesDir = 'apps/web/src/features';
const webFeatures = fs.existsSync(webFeaturesDir)
  ? fs.readdirSync(webFeaturesDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...webFeatures.map((feature) => ({
            target: `./${webFeaturesDir}/${feature.name}`,
            from: `./${webFeaturesDir}`,
            except: [`./${feature.name}`],
            message:
              'Features must not import each other; move shared code to components/ or lib/.',
          })),
          {
            target: [`./${webFeaturesDir}`, './apps/web/src/components', './apps/web/src/lib'],
            from: './apps/web/src/app',
            message: 'Imports flow shared -> features -> app, never back.',
          },
          // The traveller pages are a second, light entry (docs/decisions/010-traveller-pages.md):
          // they share only side-effect-free helpers with the main app, and it never imports them.
          {
            target: './apps/web/src/traveller',
            from: [`./${webFeaturesDir}`, './apps/web/src/components', './apps/web/src/app'],
            message: 'The traveller entry must not pull in the main app (Mantine, its router).',
          },
          {
            target: './apps/web/src/traveller',
            from: './apps/web/src/lib',
            except: ['./chunk-reload.ts'],
            message: 'Only side-effect-free lib helpers that pull nothing heavy may be shared.',
          },
          {
            target: [`./${webFeaturesDir}`, './apps/web/src/components', './apps/web/src/lib'],
            from: './apps/web/src/traveller',
            message: 'The main app does not import the traveller entry.',
          },
          {
            target: './apps/web/src/app',
            from: './apps/web/src/traveller',
            message: 'The main app does not import the traveller entry.',
          },
          // The light sign-in entry (docs/decisions/011-front-end-budgets.md) reuses a few light
          // modules of the main app; the main app never imports it, nor it the app layer.
          {
            target: './apps/web/src/sign-in',
            from: ['./apps/web/src/app', './apps/web/src/traveller'],
            message: 'The sign-in entry must not pull in the app layer (its router, Mantine).',
          },
          {
            target: [
              `./${webFeaturesDir}`,
              './apps/web/src/components',
              './apps/web/src/lib',
              './apps/web/src/app',
              './apps/web/src/traveller',
            ],
            from: './apps/web/src/sign-in',
            message: 'Nothing imports the sign-in entry.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Resolves .ts/.tsx and the workspace packages, so the path zones and no-cycle see every import.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/server*', '@portal/web*', '**/apps/**'],
              message: 'shared must not depend on an app.',
            },
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-dom'],
              message: 'shared has no server or browser dependency.',
            },
          ],
        },
      ],
    },
  },
  {
    // Build scripts and tool configs run in Node.
    files: ['**/*.{mjs,cjs}', 'scripts/**', '**/*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  webBoundaries,
  {
    // Server modules depend one way (docs/ARCHITECTURE.md): no two-way pairs, no cycles.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/no-module-cycle': 'error' },
  },
  {
    // Thin routes (docs/ARCHITECTURE.md): a module's *.routes.ts calls a service, never a
    // repository or the database schema, not even for a type.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/no-repository-in-routes': 'error' },
  },
  {
    // One owner for the file aggregate (decision 019): outside modules/files nothing writes the
    // file tables; other modules call a file command.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/file-tables-owned-by-files': 'error' },
  },
  {
    // The demo seed builds files with a past (versions and events dated weeks ago) that no
    // command makes: it may call the files module's writers, but never writes the tables itself.
    files: ['apps/server/src/db/demo-*.ts'],
    rules: { 'server-modules/file-tables-owned-by-files': ['error', { allowWriters: true }] },
  },
  {
    // The travel app's service worker is plain JavaScript served as it is.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...[
    { files: ['apps/web/src/traveller/*.{ts,tsx}'], mainComponents: '^\\.\\./components/' },
    {
      files: ['apps/web/src/traveller/*/**/*.{ts,tsx}'],
      mainComponents: '^(\\.\\./){2,}components/',
    },
  ].map(({ files, mainComponents }) => ({
    // The traveller pages' JavaScript budget (150 KB gzipped, docs/decisions/010-traveller-pages.md):
    // no component library, no data router, no zod in the browser (contracts as types only), and
    // nothing from the main app but side-effect-free helpers. The packages are listed here; the
    // folders are also guarded by the path zones above.
    files,
    // Tests run in Node: they may compare with the real contracts.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@mantine/*',
                '@tanstack/*',
                '@tabler/*',
                '@sentry/*',
                'pusher-js',
                'dayjs',
                'react-router',
                'react-router/*',
              ],
              message: 'The traveller pages stay light (docs/decisions/010-traveller-pages.md).',
            },
            {
              group: ['zod', '@portal/shared/contracts/*'],
              allowTypeImports: true,
              message: 'Import contracts as types only: zod stays on the server for these pages.',
            },
            {
              regex: `^(\\.\\./)+(features|app)/|^(\\.\\./)+lib/(?!chunk-reload$)|${mainComponents}`,
              message: 'The traveller entry must not pull in the main app (Mantine, its i18n).',
            },
          ],
        },
      ],
    },
  })),
  {
    // The login page's JavaScript budget (150 KB gzipped, docs/decisions/011-front-end-budgets.md):
    // the light sign-in entry and the modules of the main app it reuses carry no component library,
    // data router, TanStack Query or zod. scripts/check-budgets.mjs checks the built result too.
    files: [
      'apps/web/src/sign-in/**/*.{ts,tsx}',
      'apps/web/src/features/auth/components/login-form.tsx',
      'apps/web/src/features/auth/components/sign-in-field.tsx',
      'apps/web/src/features/auth/api/login.ts',
      'apps/web/src/features/version/**/*.ts',
      'apps/web/src/components/ui/use-rules-form.ts',
      'apps/web/src/components/ui/use-rules-field.ts',
      'apps/web/src/components/ui/rules-form.tsx',
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/lib/get-settings.ts',
      'apps/web/src/lib/i18n.ts',
      'apps/web/src/config/env.ts',
      'apps/web/src/config/paths.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@mantine/*',
                '@tanstack/*',
                '@tabler/*',
                '@sentry/*',
                'pusher-js',
                'dayjs',
                'react-router',
                'react-router/*',
              ],
              message: 'The login page stays light (docs/decisions/011-front-end-budgets.md).',
            },
            {
              group: ['zod', '@portal/shared/contracts/*', '!@portal/shared/contracts/auth-rules'],
              allowTypeImports: true,
              message: 'Import contracts as types only: no zod on the login page.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  prettier,
);
