// `node scripts/duplicates.mjs`: the copy-paste check in `npm run lint`. It reads .jscpd.json (jscpd's
// own config format, so jscpd can take over without a new config) and applies jscpd's method: a
// window of `minTokens` identical tokens (comments and whitespace left out) seen twice starts a clone,
// which grows while the tokens keep matching; clones shorter than `minLines` lines are dropped
// (import lists are left out: they are not logic). It
// fails, like jscpd, when the duplicated lines exceed `threshold` percent of all lines (0: no clone
// may be left; docs/code-map.md, "Checks in lint", says why).
// Written in plain Node over the TypeScript parser the repo already has, because jscpd is not a
// dependency. `--json` prints the clones for tooling.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, matchesGlob, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = JSON.parse(readFileSync(join(root, '.jscpd.json'), 'utf8'));
const minTokens = config.minTokens ?? 50;
const minLines = config.minLines ?? 5;
const threshold = config.threshold ?? 0;
const ignore = config.ignore ?? [];
const extensions = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx']);

function listFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const rel = relative(root, full);
    if (ignore.some((glob) => matchesGlob(rel, glob))) continue;
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (extensions.has(extname(entry.name))) out.push(rel);
  }
  return out;
}

// Leaf tokens of the syntax tree with their line: comments and whitespace are trivia, not tokens.
function tokensOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const tokens = [];
  const visit = (node) => {
    // Import lists (and re-exports) name what a file uses; two files that use the same things are
    // not copied logic.
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier))
      return;
    const children = node.getChildren(source);
    if (children.length === 0) {
      if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
      const value = node.getText(source).trim();
      if (node.kind === ts.SyntaxKind.JsxText && value === '') return;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      tokens.push({ value, line });
      return;
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return { file, tokens, lines: text.split('\n').length };
}

const ids = new Map();
const idOf = (value) => {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = ids.size + 1));
  return id;
};

const files = config.path.flatMap((dir) =>
  statSync(join(root, dir)).isDirectory() ? listFiles(join(root, dir)) : [dir],
);
files.sort();
const parsed = files.map(tokensOf);

// Window hash -> first place seen. Two 31-bit rolling hashes make a collision practically
// impossible; a match is still confirmed token by token.
const B = 1_000_003;
const M1 = 2_147_483_647;
const M2 = 2_147_483_629;
function powMod(m) {
  let p = 1;
  for (let i = 0; i < minTokens - 1; i++) p = (p * B) % m;
  return p;
}
const P1 = powMod(M1);
const P2 = powMod(M2);
const mulMod = (a, b, m) => Number((BigInt(a) * BigInt(b)) % BigInt(m));

const store = new Map();
const clones = [];
for (const [fi, { tokens }] of parsed.entries()) {
  const seq = tokens.map((t) => idOf(t.value));
  if (seq.length < minTokens) continue;
  let h1 = 0;
  let h2 = 0;
  for (let i = 0; i < minTokens; i++) {
    h1 = (mulMod(h1, B, M1) + seq[i]) % M1;
    h2 = (mulMod(h2, B, M2) + seq[i]) % M2;
  }
  let open = null;
  const close = () => {
    if (!open) return;
    const a = parsed[fi].tokens;
    const b = parsed[open.otherFile].tokens;
    const lineStart = a[open.start].line;
    const lineEnd = a[open.end + minTokens - 1].line;
    if (lineEnd - lineStart + 1 >= minLines) {
      clones.push({
        file: parsed[fi].file,
        lineStart,
        lineEnd,
        other: parsed[open.otherFile].file,
        otherStart: b[open.otherStart].line,
        otherEnd: b[open.otherEnd + minTokens - 1].line,
        tokens: open.end - open.start + minTokens,
      });
    }
    open = null;
  };
  for (let i = 0; i + minTokens <= seq.length; i++) {
    if (i > 0) {
      h1 =
        (mulMod((h1 - mulMod(seq[i - 1], P1, M1) + M1) % M1, B, M1) + seq[i + minTokens - 1]) % M1;
      h2 =
        (mulMod((h2 - mulMod(seq[i - 1], P2, M2) + M2) % M2, B, M2) + seq[i + minTokens - 1]) % M2;
    }
    const key = `${h1}:${h2}`;
    const seen = store.get(key);
    const overlaps = seen && seen.file === fi && seen.pos + minTokens > i;
    if (seen && !overlaps) {
      if (
        open &&
        open.otherFile === seen.file &&
        seen.pos === open.otherEnd + 1 &&
        open.end === i - 1
      ) {
        open.end = i;
        open.otherEnd = seen.pos;
      } else {
        close();
        open = { start: i, end: i, otherFile: seen.file, otherStart: seen.pos, otherEnd: seen.pos };
      }
    } else {
      close();
      if (!seen) store.set(key, { file: fi, pos: i });
    }
  }
  close();
}

const totalLines = parsed.reduce((sum, f) => sum + f.lines, 0);
const duplicated = new Map();
for (const c of clones) {
  const set = duplicated.get(c.file) ?? new Set();
  for (let l = c.lineStart; l <= c.lineEnd; l++) set.add(l);
  duplicated.set(c.file, set);
}
const duplicatedLines = [...duplicated.values()].reduce((sum, s) => sum + s.size, 0);
const percent = (100 * duplicatedLines) / totalLines;

if (process.argv.includes('--json')) {
  process.stdout.write(
    `${JSON.stringify({ files: files.length, totalLines, duplicatedLines, percent, clones }, null, 2)}\n`,
  );
} else {
  for (const c of clones) {
    console.warn(
      `clone: ${c.file}:${c.lineStart}-${c.lineEnd} ~ ${c.other}:${c.otherStart}-${c.otherEnd} (${c.tokens} tokens, ${c.lineEnd - c.lineStart + 1} lines)`,
    );
  }
  console.warn(
    `duplicates: ${files.length} files, ${totalLines} lines, ${clones.length} clones, ${duplicatedLines} duplicated lines (${percent.toFixed(2)}%); threshold ${threshold}%`,
  );
}
if (percent > threshold) {
  console.error(
    'Copied code found: give the shared logic one home (lib/, packages/shared or the owning module) and import it.',
  );
  process.exit(1);
}
