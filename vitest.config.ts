import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql@16 has no "exports" map: Node loads its CommonJS build, while Vite
// would pick the ESM one ("module"), giving tests a second copy of graphql
// (instanceof GraphQLError then fails). Tests use the copy Node uses.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Projects: unit (pure, fast), integration on PGlite, integration on PostgreSQL
// (only when TEST_DATABASE_URL is set), and browser journeys against a built site.
const integrationFiles = ['server/**/*.int.test.ts'];
const e2eFiles = ['tests/e2e/**/*.e2e.ts'];
const shared = {
  setupFiles: ['./tests/setup/fail-on-console-error.ts'],
  pool: 'forks' as const,
};

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: [
            'lib/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: [...integrationFiles, 'node_modules/**'],
        },
      },
      {
        test: {
          ...shared,
          name: 'integration-pglite',
          include: integrationFiles,
          env: { DB_UNDER_TEST: 'pglite' },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'integration-pg',
                include: integrationFiles,
                env: { DB_UNDER_TEST: 'pg' },
                testTimeout: 120_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        test: {
          ...shared,
          name: 'e2e',
          include: e2eFiles,
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
