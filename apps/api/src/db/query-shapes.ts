import { createHash } from 'node:crypto';
import { noopEncoder, Param, SQL, StringChunk, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

// Builds the text only: the app's drizzle instances use the default dialect settings.
const dialect = new PgDialect();

/**
 * Shapes by their parts: each node's children by the next part (a piece of text, or VALUE), so
 * finding a shape costs one map step per part, each on a string whose hash V8 keeps (the texts
 * come from the same template literals every time), and never a hash of the whole text.
 */
interface ShapeNode {
  next: Map<string, ShapeNode>;
  built?: BuiltShape;
}

const VALUE = '\u0000';

/** The values a walk collected, and the node its parts led to (created on the way). */
interface Walked {
  node: ShapeNode;
  params: unknown[];
  /** Whether every part was there already. */
  known: boolean;
}

/**
 * Walks a raw query (text, values, the subqueries that compose them) as drizzle's builder would
 * write it, each value a VALUE step, and collects the values in the order it would number them.
 * Parts not seen before are added only when `learn`.
 * Null when the query holds anything but text, nested raw queries, values and lists of values (a
 * table, a column, an encoded parameter, a placeholder): drizzle then builds it as usual.
 */
function walkShape(root: ShapeNode, query: SQL, learn: boolean): Walked | null {
  const params: unknown[] = [];
  let node = root;
  let known = true;
  const step = (part: string) => {
    let child = node.next.get(part);
    if (!child) {
      known = false;
      child = { next: new Map() };
      if (learn) node.next.set(part, child);
    }
    node = child;
  };
  const value = (chunk: unknown): boolean => {
    if (chunk === null || typeof chunk !== 'object') {
      if (typeof chunk === 'function' || typeof chunk === 'symbol') return false;
      params.push(chunk);
    } else if (chunk instanceof Date || Array.isArray(chunk)) {
      params.push(chunk);
    } else if (chunk instanceof Param && chunk.encoder === noopEncoder) {
      if (typeof chunk.value === 'object' && chunk.value !== null && 'getSQL' in chunk.value)
        return false;
      params.push(chunk.value);
    } else {
      return false;
    }
    step(VALUE);
    return true;
  };
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) {
        for (const text of chunk.value) if (text) step(text);
      } else if (chunk instanceof SQL) {
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
        if (!walk(chunk.queryChunks)) return false;
      } else if (Array.isArray(chunk)) {
        // A list of values, as drizzle writes it: (a, b).
        step('(');
        for (let i = 0; i < chunk.length; i += 1) {
          if (i > 0) step(', ');
          if (!(chunk[i] instanceof SQL ? walk([chunk[i]]) : value(chunk[i]))) return false;
        }
        step(')');
      } else if (chunk !== undefined && !value(chunk)) {
        return false;
      }
    }
    return true;
  };
  return walk(query.queryChunks) ? { node, params, known } : null;
}

/** A shape's text as drizzle built it, and a digest of it for statement names. */
interface BuiltShape {
  query: Query;
  digest: string;
}

/** New shapes learnt (Discover's filters and searches have a few dozen in use); then none. */
const MAX_SHAPES = 500;
const root: ShapeNode = { next: new Map() };
let learnt = 0;

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * A raw query's text and values, the text built by drizzle once per shape (docs/decisions/0045):
 * Discover's statements are trees of a few hundred parts whose building took 0.3-0.6 ms a request,
 * more than PostgreSQL took to run them, while reading their shape and values takes a fraction of
 * that. `digest` names the text (a hash of it) for statements prepared per shape. A shape is kept
 * only once drizzle's values are the walk's own, so anything it reads differently is built anew.
 */
export function builtByShape(query: SQL): BuiltShape {
  const walked = walkShape(root, query, learnt < MAX_SHAPES);
  const known = walked?.node.built;
  if (walked && known)
    return { query: { ...known.query, params: walked.params }, digest: known.digest };
  if (walked && !walked.known) learnt += 1;
  const built = dialect.sqlToQuery(query);
  const result = {
    query: built,
    digest: createHash('sha1').update(built.sql).digest('hex').slice(0, 24),
  };
  if (walked && sameValues(built.params, walked.params)) walked.node.built = result;
  return result;
}
