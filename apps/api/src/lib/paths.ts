import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths are found from this module's location, not the working directory, so that
// `npm start` from the repo root and from apps/api (source via tsx or the tsup bundle
// in dist/) read and write the same places.
const here = dirname(fileURLToPath(import.meta.url));

function readPackageJson(dir: string): Record<string, unknown> | null {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function findUp(start: string, matches: (pkg: Record<string, unknown>) => boolean): string | null {
  let dir = start;
  for (;;) {
    const pkg = readPackageJson(dir);
    if (pkg && matches(pkg)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The API package directory (holds drizzle/ migrations), from src/ or dist/. */
export const apiPackageDir: string =
  findUp(here, (pkg) => pkg.name === '@squadup/api') ?? join(here, '..');

/** The monorepo root (package.json with workspaces); falls back to the API package's parent's parent. */
export const repoRoot: string =
  findUp(apiPackageDir, (pkg) => Array.isArray(pkg.workspaces)) ?? join(apiPackageDir, '..', '..');

/** Committed drizzle-kit migrations, shipped next to the package rather than inside the bundle. */
export const migrationsDir: string = join(apiPackageDir, 'drizzle');
