// Lint: TypeScript rules, React hooks, and the import boundaries app → features → data → shared.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

const sharedTypes = ['components', 'lib', 'hooks', 'config', 'types', 'testing'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'extension/dist',
      'node_modules',
      'tmp',
      '.local-supabase',
      'test-results',
      'playwright-report',
      'supabase/functions',
      'local-supabase/src/deno',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.app.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'data', pattern: 'src/data' },
        ...sharedTypes.map((type) => ({ type, pattern: `src/${type}` })),
        { type: 'entry', pattern: 'src/*.{ts,tsx}', partialMatch: false },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'entry' } }, allow: { to: { element: { types: { anyOf: ['app', ...sharedTypes] } } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'data', ...sharedTypes] } } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['data', ...sharedTypes] } } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } } },
            { from: { element: { type: 'data' } }, allow: { to: { element: { types: { anyOf: ['data', ...sharedTypes] } } } } },
            // Test helpers stand in for the data layer's contexts (the auth state), so they may read it.
            { from: { element: { type: 'testing' } }, allow: { to: { element: { type: 'data' } } } },
            ...sharedTypes.map((type) => ({ from: { element: { type } }, allow: { to: { element: { types: { anyOf: sharedTypes } } } } })),
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/local-supabase/**'], message: 'The SPA never imports the local backend.' }] }],
    },
  },
  {
    files: ['local-supabase/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '@/*'], message: 'The local backend never imports the SPA.' }] }],
    },
  },
  {
    // No text a person reads is written in a component: it comes from the catalogues (src/i18n/locales). JSX text and
    // the attributes people read or hear are checked; the brand name and symbols are allowed.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'title',
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'placeholder',
              'alt',
              'label',
              'description',
              'hint',
              'subtitle',
              'pendingLabel',
              '.*Label',
              '.*Text',
            ],
            exclude: [],
          },
          // Form field names (register('email')) are not texts.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              '(\\w+\\.)?register',
              '(\\w+\\.)?(getValues|setValue|watch|trigger)',
              'dialogProps',
              'includes',
            ],
          },
          words: {
            exclude: ['[\\s0-9!-/:-@[-`{-~—–·…•×®]+', '[A-Z_-]+', 'Offer', 'pilot', '(Offerpilot )?(Copilot( 3)?|Coach|Plus|Flash|Free)', 'Offerpilot', 'O'],
          },
        },
      ],
    },
  },
);
