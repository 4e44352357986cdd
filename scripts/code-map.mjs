// `npm run code-map`: redraws the folder diagram in docs/code-map.md from the imports under
// apps/api/src (tests and test helpers left out). `--check` (in `npm run lint`) fails when the
// committed diagram is not what the imports say; without a flag it prints the diagram.
//
// A node is a floor of the layout (style.md, "Layout") or one domain module; an edge means at least
// one file of the first imports a file of the second (type-only imports included: they tie the
// layers together just the same). An edge that points up a floor is drawn dotted and listed under
// the diagram, with the pairs of folders that import each other, so the drift stays visible until
// it is gone.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'apps/api/src');
const docPath = join(root, 'docs/code-map.md');
const START = '<!-- code-map:start -->';
const END = '<!-- code-map:end -->';

// Floors, bottom to top (style.md): an import may only go to a lower floor, or sideways between
// modules through their index.ts.
const FLOORS = {
  shared: 0,
  // The foundation: no domain knowledge. Its files use each other (config reads lib/paths, the
  // database client uses lib/timeout) without a cycle between files, which no-cycle checks.
  config: 1,
  errors: 1,
  lib: 1,
  db: 1,
  // What module code is written against: the GraphQL context and the generated resolver types
  // (graphql/context.ts, graphql/generated/), and the job engine's definitions (jobs/engine.ts).
  contract: 2,
  modules: 3,
  graphql: 4,
  realtime: 4,
  http: 4,
  jobs: 4,
  metrics: 4,
  events: 4,
  app: 5,
  main: 6,
};

const isTestFile = (name) => /\.test(-helpers)?\.tsx?$/.test(name) || /\.test\./.test(name);

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !isTestFile(entry.name)) out.push(full);
  }
  return out;
}

/** The diagram node a file belongs to: `modules/<name>`, a top folder, or a root file's floor. */
function nodeOf(file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  const path = parts.join('/').replace(/\.js$/, '.ts');
  if (
    path === 'graphql/context.ts' ||
    path.startsWith('graphql/generated/') ||
    path === 'jobs/engine.ts'
  ) {
    return 'contract';
  }
  if (parts.length > 1) return parts[0];
  const name = parts[0].replace(/\.(tsx?|js)$/, '');
  if (name.startsWith('config')) return 'config';
  return name.replace(/\.cli$/, '');
}

const floorOf = (node) => FLOORS[node.split('/')[0]] ?? FLOORS.lib;

// An `import type` / `export type` is erased at build time: it is drawn apart (it cannot make a
// module load another), and no-cycle ignores it too.
const TYPE_ONLY = /\b(?:import|export)\s+type\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gs;
const SPECIFIERS = [
  /\b(?:import|export)\s(?!type\s)[^;]*?\sfrom\s*['"]([^'"]+)['"]/gs,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function importsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const found = new Map();
  for (const match of text.matchAll(TYPE_ONLY)) found.set(match[1], true);
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) found.set(match[1], false);
  }
  return [...found];
}

const edges = new Map();
const typeEdges = new Set();
for (const file of sourceFiles(src)) {
  const from = nodeOf(file);
  for (const [specifier, typeOnly] of importsOf(file)) {
    let to;
    if (specifier === '@squadup/shared' || specifier.startsWith('@squadup/shared/')) to = 'shared';
    else if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(src + sep)) continue;
      to = nodeOf(target);
    } else continue;
    if (to === from) continue;
    const key = `${from} --> ${to}`;
    if (typeOnly) {
      typeEdges.add(key);
      continue;
    }
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
}

const id = (node) => node.replace(/[^a-z0-9]/gi, '_');
const LABELS = {
  shared: '@squadup/shared',
  contract: 'graphql/context + generated types, jobs/engine',
};
const label = (node) => LABELS[node] ?? node;
const typeUp = [...typeEdges]
  .filter((key) => !edges.has(key))
  .map((key) => key.split(' --> '))
  .filter(([from, to]) => floorOf(to) > floorOf(from))
  .map(([from, to]) => `${from} -> ${to}`)
  .sort();
const nodes = new Set([...edges.keys(), ...typeEdges].flatMap((key) => key.split(' --> ')));
const sortedNodes = [...nodes].sort((a, b) => floorOf(b) - floorOf(a) || a.localeCompare(b));
const up = [];

const lines = ['```mermaid', 'flowchart TD'];
for (const node of sortedNodes.filter((n) => !n.startsWith('modules/'))) {
  lines.push(`  ${id(node)}["${label(node)}"]`);
}
lines.push('  subgraph modules');
for (const node of sortedNodes.filter((n) => n.startsWith('modules/'))) {
  lines.push(`    ${id(node)}["${node.slice('modules/'.length)}"]`);
}
lines.push('  end');
for (const key of [...edges.keys()].sort()) {
  const [from, to] = key.split(' --> ');
  const against = floorOf(to) > floorOf(from);
  if (against) up.push(`${from} -> ${to}`);
  lines.push(`  ${id(from)} ${against ? '-.->' : '-->'} ${id(to)}`);
}
lines.push('```', '');
lines.push(
  up.length === 0
    ? 'No import points up a floor.'
    : `Imports that point up a floor (dotted above; to be turned around): ${up.map((e) => `\`${e}\``).join(', ')}.`,
);
lines.push(
  '',
  typeUp.length === 0
    ? 'No type-only import points up a floor either.'
    : `Type-only imports that point up a floor (not drawn; erased at build time): ${typeUp.map((e) => `\`${e}\``).join(', ')}.`,
);
const pairs = [...edges.keys()]
  .map((key) => key.split(' --> '))
  .filter(([from, to]) => from < to && edges.has(`${to} --> ${from}`))
  .filter(([from, to]) => !(floorOf(from) === FLOORS.lib && floorOf(to) === FLOORS.lib))
  .map(([a, b]) => `\`${a} <-> ${b}\``)
  .sort();
lines.push(
  '',
  pairs.length === 0
    ? 'No two folders import each other, apart from the foundation (config, errors, lib, db) whose files use each other without a cycle.'
    : `Folders that import each other (a cycle): ${pairs.join(', ')}.`,
);
const diagram = lines.join('\n');

if (process.argv.includes('--check') || process.argv.includes('--write')) {
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) {
    console.error(`docs/code-map.md has no ${START} … ${END} markers.`);
    process.exit(1);
  }
  // Blank lines around the diagram, as Prettier formats Markdown.
  const updated = `${doc.slice(0, start + START.length)}\n\n${diagram}\n\n${doc.slice(end)}`;
  if (process.argv.includes('--write')) {
    writeFileSync(docPath, updated);
    console.warn('Updated the diagram in docs/code-map.md');
  } else if (updated !== doc) {
    console.error(
      'The diagram in docs/code-map.md is not what the imports say: run `npm run code-map` and commit it.',
    );
    process.exit(1);
  }
} else {
  process.stdout.write(`${diagram}\n`);
}
