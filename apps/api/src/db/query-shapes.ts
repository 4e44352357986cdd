import { createHash } from 'node:crypto';
import { noopEncoder, Param, SQL, StringChunk, type QueryWithTypings } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

// Builds the text only: the app's drizzle instances use the default dialect settings.
export const dialect = new PgDialect();

/** A value's place in a shape: a key no piece of text can equal. */
const VALUE = Symbol('value');

type Part = string | typeof VALUE;

/** A raw query's parts (its pieces of text, VALUE for each value) and its values in order. */
interface Shape {
  parts: Part[];
  params: unknown[];
}

/**
 * Reads a raw query (text, values, lists of values, the subqueries that compose them) as drizzle's
 * builder writes it: the parts in order, and the values in the order it numbers them. Null when
 * the query holds anything else (a table, a column, a name, an encoded parameter, a placeholder,
 * inlined values): drizzle then builds it as usual.
 */
function shapeOf(query: SQL): Shape | null {
  const parts: Part[] = [];
  const params: unknown[] = [];
  const value = (chunk: unknown): boolean => {
    if (chunk === null || typeof chunk !== 'object') {
      if (typeof chunk === 'function' || typeof chunk === 'symbol') return false;
      params.push(chunk);
    } else if (chunk instanceof Date) {
      params.push(chunk);
    } else if (chunk instanceof Param && chunk.encoder === noopEncoder) {
      if (typeof chunk.value === 'object' && chunk.value !== null && 'getSQL' in chunk.value)
        return false;
      params.push(chunk.value);
    } else {
      return false;
    }
    parts.push(VALUE);
    return true;
  };
  // As drizzle's buildQueryFromSourceParams, chunk by chunk.
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk === undefined) continue; // written as nothing
      if (chunk instanceof StringChunk) {
        for (const text of chunk.value) if (text) parts.push(text);
      } else if (chunk instanceof SQL) {
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
        if (!walk(chunk.queryChunks)) return false;
      } else if (Array.isArray(chunk)) {
        // A list, each item read as a chunk of its own: (a, b), a list in it as its own list.
        parts.push('(');
        for (let i = 0; i < chunk.length; i += 1) {
          if (i > 0) parts.push(', ');
          if (!walk([chunk[i]])) return false;
        }
        parts.push(')');
      } else if (!value(chunk)) {
        return false;
      }
    }
    return true;
  };
  return walk([query]) ? { parts, params } : null;
}

/** A statement text's digest, for the name it is prepared under (one name, one text). */
export const digestOf = (text: string): string =>
  createHash('sha1').update(text).digest('hex').slice(0, 24);

/** A shape's text as drizzle built it, and a digest of it for statement names. */
export interface BuiltShape {
  query: QueryWithTypings;
  digest: string;
}

/**
 * Shapes by their parts: each node's children by the next part, so finding a shape costs one map
 * step per part, each on a string whose hash V8 keeps (the texts come from the same template
 * literals every time), and never a hash of the whole text.
 */
interface ShapeNode {
  next: Map<Part, ShapeNode>;
  built?: { sql: string; typings?: QueryWithTypings['typings']; digest: string };
}

/** New shapes learnt (Discover's filters and searches have a few dozen in use); then none. */
const MAX_SHAPES = 500;
const root: ShapeNode = { next: new Map() };
let learnt = 0;

/** The node of a shape's parts, added when `learn` (else undefined for a shape not seen). */
function nodeOf(parts: Part[], learn: boolean): ShapeNode | undefined {
  let node = root;
  for (const part of parts) {
    let child = node.next.get(part);
    if (!child) {
      if (!learn) return undefined;
      node.next.set(part, (child = { next: new Map() }));
    }
    node = child;
  }
  return node;
}

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
  const shape = shapeOf(query);
  const known = shape && nodeOf(shape.parts, false)?.built;
  if (shape && known) {
    const { sql, typings, digest } = known;
    return { query: { sql, params: shape.params, typings }, digest };
  }
  const built = dialect.sqlToQuery(query);
  const digest = digestOf(built.sql);
  if (shape && learnt < MAX_SHAPES && sameValues(built.params, shape.params)) {
    learnt += 1;
    nodeOf(shape.parts, true)!.built = { sql: built.sql, typings: built.typings, digest };
  }
  return { query: built, digest };
}
