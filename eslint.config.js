import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { avatariumPlugin } from './tools/eslint/index.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'web/dist/**', '**/generated/**', 'web/src/gql/**', 'data/**', 'tools/.cache/**', 'build/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Production code never leans on test code: no test runner, no test kit.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'testkit/**',
      'e2e/**',
      'bench/**',
      'eval/**',
      '**/*.config.{ts,js}',
      '**/global-setup.ts',
      'codegen.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['vitest', 'vitest/*'], message: 'Production code must not import the test runner.' },
            { group: ['**/testkit', '**/testkit/**'], message: 'Production code must not import test kits (testkit/).' },
          ],
        },
      ],
    },
  },
  {
    // web: imports point down (app > features > shared) and a feature never imports another, with
    // no exception (issue 25): a feature that opens another's dialog or shows its panel gets it as
    // a prop or slot from a composition in app/; a piece two features need lives in shared/.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { avatarium: avatariumPlugin },
    rules: { 'avatarium/web-boundaries': 'error' },
  },
  {
    // gateway: a module imports only modules/shared/ and the layers below. The one exception is
    // agent-dispatch: the REST paths several modules share (PATCH /agents/:id, PUT
    // /agents/:id/sharing), dispatched to those modules' use cases; add no other.
    files: ['gateway/src/modules/**/*.ts'],
    plugins: { avatarium: avatariumPlugin },
    rules: {
      'avatarium/gateway-modules': [
        'error',
        {
          allow: {
            'agent-dispatch': ['agent-actions', 'agent-settings', 'knowledge', 'provider-keys', 'voices'],
          },
        },
      ],
    },
  },
  {
    // Config files whose tools require a default export.
    files: ['**/*.config.{ts,js}', 'codegen.ts', '**/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
