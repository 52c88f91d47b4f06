import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'data/',
      '.react-router/',
      'app/graphql/graphql-env.d.ts',
      'server/db/migrations/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The site's Link (app/components/site-link.tsx) writes plain paths without hooks on the server.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message: "Use Link from app/components/site-link.tsx (issue 15: a render's links).",
            },
          ],
        },
      ],
    },
  },
  {
    // The Link itself, and its test that compares it with React Router's.
    files: ['app/components/site-link.tsx', 'app/components/site-link.server.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
    },
  },
);
