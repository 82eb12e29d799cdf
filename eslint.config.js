// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import fs from 'node:fs';
import globals from 'globals';

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
      'import-x/resolver': { node: true },
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
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  prettier,
);
