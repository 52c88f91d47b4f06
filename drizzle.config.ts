import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied in code at start (server/db/migrate.ts),
// because drizzle-kit's own migrate cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
