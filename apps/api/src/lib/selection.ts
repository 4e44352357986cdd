import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Info = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/** What was worked out for a field's nodes (the same objects on every run of one document). */
interface Known {
  nodes: readonly FieldNode[];
  byPath: Map<string, ReadonlySet<string>>;
}

// By the field's first node: a parsed document's nodes are the same objects on every request
// that sends it (Apollo and the prepared queries keep the parsed documents), so a list's
// selection is read from its nodes once, not on every request. A document dropped takes its
// entries with it.
const known = new WeakMap<FieldNode, Known>();

const sameNodes = (a: readonly FieldNode[], b: readonly FieldNode[]) =>
  a.length === b.length && a.every((node, i) => node === b[i]);

/**
 * The names of the fields a resolver's client selected on its value, `path` levels down (`[]`:
 * the value's own fields; `['post']`: those of its `post`), through fragments. A field under
 * @skip or @include counts as selected: at worst a list loads a fact nobody reads.
 */
export function selectedFields(info: Info, path: readonly string[] = []): ReadonlySet<string> {
  const first = info.fieldNodes[0];
  if (!first) return new Set();
  let entry = known.get(first);
  // The same node may be merged with other nodes elsewhere in its document: then it is read anew.
  if (!entry || !sameNodes(entry.nodes, info.fieldNodes)) {
    entry = { nodes: [...info.fieldNodes], byPath: new Map() };
    known.set(first, entry);
  }
  const key = path.join('.');
  let fields = entry.byPath.get(key);
  if (!fields) {
    fields = readSelection(info, path);
    entry.byPath.set(key, fields);
  }
  return fields;
}

function readSelection(info: Info, path: readonly string[]): Set<string> {
  let level: FieldNode[] = [...info.fieldNodes];
  for (const name of path)
    level = level.flatMap((node) =>
      fieldsOf(node.selectionSet, info).filter((f) => f.name.value === name),
    );
  return new Set(
    level.flatMap((node) => fieldsOf(node.selectionSet, info).map((f) => f.name.value)),
  );
}

function fieldsOf(
  selectionSet: SelectionSetNode | undefined,
  info: Pick<GraphQLResolveInfo, 'fragments'>,
): FieldNode[] {
  if (!selectionSet) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, info);
    return fieldsOf(info.fragments[selection.name.value]?.selectionSet, info);
  });
}
