import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// One ESM bundle per entry point for Node 20. @squadup/shared ships TypeScript sources, so it is
// bundled in; every other dependency stays in node_modules (native bcrypt, PGlite's wasm files).
// Migrations are not bundled: src/lib/paths.ts finds apps/api/drizzle next to the package.
// The common-password list is read next to the module that loads it, so it is copied into dist/.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    migrate: 'src/db/migrate.cli.ts',
    seed: 'src/db/seed.cli.ts',
    // The embedded database's thread (src/db/embedded/thread.ts loads it by this name).
    'db-worker': 'src/db/embedded/worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: ['@squadup/shared'],
  onSuccess: () => copyFile('src/modules/auth/common-passwords.txt', 'dist/common-passwords.txt'),
});
