// `npm run config:table -w @squadup/api`: prints the README's configuration table generated from
// CONFIG_DOCS; with --write, replaces the table between the README's config-table markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderConfigTable } from './config-docs.js';
import { repoRoot } from './lib/paths.js';

const START = '<!-- config-table:start -->';
const END = '<!-- config-table:end -->';
const table = renderConfigTable();

if (process.argv.includes('--write')) {
  const readmePath = join(repoRoot, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) {
    console.error(`README.md has no ${START} … ${END} markers.`);
    process.exit(1);
  }
  writeFileSync(
    readmePath,
    `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`,
  );
  console.warn(`Updated the configuration table in ${readmePath}`);
} else {
  process.stdout.write(`${table}\n`);
}
