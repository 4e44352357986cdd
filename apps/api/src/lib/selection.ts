import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a resolver's client selected on its value, `path` levels down (`[]`:
 * the value's own fields; `['post']`: those of its `post`), through fragments. A field under
 * @skip or @include counts as selected: at worst a list loads a fact nobody reads.
 */
export function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  path: readonly string[] = [],
): Set<string> {
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
