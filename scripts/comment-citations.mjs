// `npm run lint:comments`: refuses comments under apps/ and packages/ that cite an issue or a spec
// point by number ("issue 15", "(spec point 3)"): a reader of the repository cannot look those up.
// A comment says the why itself, or names a file in docs/decisions/. Only comments are read (and
// Markdown and GraphQL files whole): a test title or a string is code, not a citation.
// `--fix-parenthetical` drops the bare "(issue N)" / "(spec point N)" asides, which add nothing.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'generated', 'gql', '.turbo', 'test-results']);
const CODE = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx']);
const WHOLE = new Set(['.md', '.graphql']);
const CITATION = /\bissues? #?\d+|\bspec points?\b|\bpoint \d+ of the spec\b/i;
const ASIDE = / ?\((?:issue|spec point) \d+\)/gi;

function listFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (CODE.has(extname(entry.name)) || WHOLE.has(extname(entry.name))) out.push(full);
  }
  return out;
}

/** [start, end) of every comment in a TypeScript/JavaScript file, from the parsed tokens' trivia. */
function commentRanges(file, text) {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map();
  const add = (list) => {
    for (const r of list ?? []) ranges.set(r.pos, r.end);
  };
  const visit = (node) => {
    const children = node.getChildren(source);
    if (children.length === 0) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
      return;
    }
    for (const child of children) visit(child);
  };
  add(ts.getLeadingCommentRanges(text, 0));
  visit(source);
  return [...ranges.entries()].sort((a, b) => a[0] - b[0]);
}

const fix = process.argv.includes('--fix-parenthetical');
const found = [];
for (const full of ['apps', 'packages'].flatMap((dir) => listFiles(join(root, dir)))) {
  const file = relative(root, full);
  let text = readFileSync(full, 'utf8');
  const ranges = WHOLE.has(extname(file)) ? [[0, text.length]] : commentRanges(file, text);
  if (fix) {
    let changed = text;
    for (const [start, end] of [...ranges].reverse()) {
      const comment = changed.slice(start, end);
      changed = changed.slice(0, start) + comment.replace(ASIDE, '') + changed.slice(end);
    }
    if (changed !== text) {
      writeFileSync(full, changed);
      text = changed;
    }
  }
  const finalRanges = WHOLE.has(extname(file)) ? [[0, text.length]] : commentRanges(file, text);
  for (const [start, end] of finalRanges) {
    const comment = text.slice(start, end);
    comment.split('\n').forEach((line, i) => {
      if (!CITATION.test(line)) return;
      const lineNo = text.slice(0, start).split('\n').length + i;
      found.push(`${file}:${lineNo}: ${line.trim()}`);
    });
  }
}

if (found.length > 0) {
  for (const line of found) console.error(line);
  console.error(
    `${found.length} comment lines cite an issue or a spec point by number: say the why, or name a docs/decisions file.`,
  );
  process.exit(1);
}
