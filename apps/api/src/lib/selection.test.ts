import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFields } from './selection.js';

/** A document's first root field as a resolver's info sees it, with the document's fragments. */
function infoOf(text: string) {
  const document = parse(text);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root = operation.selectionSet.selections.filter(
    (s): s is FieldNode => s.kind === Kind.FIELD,
  );
  return { fieldNodes: root.slice(0, 1), fragments, root };
}

describe('selectedFields', () => {
  it('reads the fields through fragments and inline fragments, and a level down', () => {
    const info = infoOf(`query {
      loadPosts { _id ...Card ... on Post { chat_id } post { title } }
    }
    fragment Card on Post { is_connection squad_size }`);
    expect([...selectedFields(info)].sort()).toEqual(
      ['_id', 'chat_id', 'is_connection', 'post', 'squad_size'].sort(),
    );
    expect([...selectedFields(info, ['post'])]).toEqual(['title']);
  });

  it('reads a document once: the next request with the same nodes gets the same answer', () => {
    const info = infoOf('query { loadPosts { _id chat_id } }');
    const first = selectedFields(info);
    expect(selectedFields({ ...info })).toBe(first);
    expect(selectedFields(info, ['post'])).not.toBe(first);
  });

  it('reads a node anew when it is merged with other nodes', () => {
    const info = infoOf('query { loadPosts { _id } loadPosts { chat_id } }');
    expect([...selectedFields(info)]).toEqual(['_id']);
    const merged = { ...info, fieldNodes: info.root };
    expect([...selectedFields(merged)].sort()).toEqual(['_id', 'chat_id']);
    expect([...selectedFields(info)]).toEqual(['_id']);
  });
});
