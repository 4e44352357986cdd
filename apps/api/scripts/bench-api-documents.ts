// The GraphQL documents the web sends, read from its generated module (apps/web/src/gql/
// graphql.ts holds each operation as a JSON DocumentNode), printed with `__typename` added to
// every selection as Apollo Client's cache adds it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, print, visit, type DocumentNode, type SelectionSetNode } from 'graphql';

const GENERATED = fileURLToPath(new URL('../../web/src/gql/graphql.ts', import.meta.url));

const withTypename = (document: DocumentNode): DocumentNode =>
  visit(document, {
    SelectionSet: (node: SelectionSetNode, _key, parent) => {
      const isOperationRoot =
        parent &&
        !Array.isArray(parent) &&
        (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
      const has = node.selections.some(
        (s) => s.kind === Kind.FIELD && s.name.value === '__typename',
      );
      if (isOperationRoot || has) return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });

/** The web's operation `name` (e.g. LoadPosts) as it sends it, and the root field it asks. */
export function webDocument(name: string): { query: string; field: string } {
  const source = readFileSync(GENERATED, 'utf8');
  const start = source.indexOf(`export const ${name}Document = `);
  if (start < 0) throw new Error(`No ${name}Document in ${GENERATED}`);
  const json = source.slice(source.indexOf('{', start), source.indexOf(' as unknown as', start));
  const document = JSON.parse(json) as DocumentNode;
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const root = operation?.selectionSet.selections[0];
  if (root?.kind !== Kind.FIELD) throw new Error(`${name} has no root field`);
  return { query: print(withTypename(document)), field: root.name.value };
}
