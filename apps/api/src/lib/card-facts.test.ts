import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { itemsAreCards, withCardFacts, type CardFact } from './card-facts.js';
import { PeekableLoader, type Loaders } from './loaders.js';

/** A list field's info, as its resolver sees it. */
function listInfo(text: string) {
  const operation = parse(text).definitions[0] as OperationDefinitionNode;
  return { fieldNodes: operation.selectionSet.selections as FieldNode[], fragments: {} };
}

interface Card {
  id: string;
}

/** Two facts, each a loader that records its batches. */
function cardLoaders() {
  const batches: Record<string, string[][]> = { colour: [], size: [] };
  const loader = (name: string) =>
    new PeekableLoader<string, string>((keys) => {
      batches[name]!.push([...keys]);
      return Promise.resolve(keys.map((key) => `${name} of ${key}`));
    });
  const loaders = { colour: loader('colour'), size: loader('size') };
  const facts: CardFact<Card>[] = Object.entries(loaders).map(([name, peekable]) => ({
    fields: [name],
    load: (_loaders, cards) => peekable.loadMany(cards.map((card) => card.id)),
  }));
  return { loaders, batches, facts, all: loaders as unknown as Loaders };
}

const page = (...ids: string[]) => Promise.resolve(ids.map((id) => ({ id })));

describe('withCardFacts', () => {
  it('loads each selected fact in one batch, so the cards read it at once', async () => {
    const { loaders, batches, facts, all } = cardLoaders();
    const info = listInfo('{ list { id colour } }');
    const cards = await withCardFacts(all, info, page('a', 'b'), facts, itemsAreCards());
    expect(cards).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(batches).toEqual({ colour: [['a', 'b']], size: [] });
    // A field reading the fact gets its value, not a promise.
    expect(loaders.colour.read('b', (colour) => colour)).toBe('colour of b');
  });

  it('finds the cards a level down, and loads nothing for an empty page', async () => {
    const { batches, facts, all } = cardLoaders();
    const info = listInfo('{ list { card { size } } }');
    const at = { path: ['card'], card: (item: { card: Card | null }) => item.card };
    await withCardFacts(
      all,
      info,
      Promise.resolve([{ card: { id: 'x' } }, { card: null }]),
      facts,
      at,
    );
    await withCardFacts(all, info, Promise.resolve([]), facts, at);
    expect(batches).toEqual({ colour: [], size: [['x']] });
  });
});
