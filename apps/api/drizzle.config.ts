import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; no database connection is made by `drizzle-kit generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
