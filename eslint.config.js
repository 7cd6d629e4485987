// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones, layerZones } from './eslint/import-zones.js';
import { houseRules } from './eslint/house-rules.js';

// The client takes only types from the server.
const serverOnly = { group: ['@server/*', '**/server/**', '**/cli/**'], allowTypeImports: true };

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: [
      'src/**/*.{ts,tsx}',
      'extension/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // One import statement per module: a second one is where a merge left a copy.
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'extension/src/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'],
    plugins: { vidshelf: houseRules },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones(), ...layerZones()] }],
      'vidshelf/test-helper-home': 'error',
    },
  },
  {
    // A feature's public face stays small (docs/ARCHITECTURE.md, "Rules the linter keeps").
    files: ['src/*/features/*/index.ts'],
    plugins: { vidshelf: houseRules },
    rules: { 'vidshelf/index-exports': ['error', { max: 20 }] },
  },
  {
    // Tests read what they just created and speak to untyped JSON.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test-support/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // One-way imports (DESIGN.md): shared depends on nothing; the client takes only types from the server.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@server/*', '@client/*', '**/server/**', '**/client/**', '**/cli/**'] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  {
    // The browser extension (issue 16) is a program of its own: it shares src/shared's pure
    // helpers and the contracts' types, nothing of the server or the web app, and no zod.
    files: ['extension/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@server/*',
                '@client/*',
                '**/src/server/**',
                '**/src/client/**',
                '**/cli/**',
              ],
              message: 'The extension takes from src/shared only.',
            },
            {
              group: ['zod', 'zod/*', '@shared/contracts/*'],
              allowTypeImports: true,
              message: 'Take types from the contracts; the extension checks answers by hand.',
            },
          ],
        },
      ],
    },
  },
  {
    // The extension's `chrome` types are in the one TypeScript program (e2e drives the extension
    // too), so the web app is kept from the extension API here rather than by the compiler.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'chrome', message: 'The extension API is for extension/ only.' },
      ],
    },
  },
  {
    // zod stays out of the client's bundle: answers are checked by the generated checks.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            {
              group: ['zod', 'zod/*', '@shared/contracts/*'],
              allowTypeImports: true,
              message: 'Take types from the contracts; check answers with @client/lib/contracts.',
            },
          ],
        },
      ],
    },
  },
);
