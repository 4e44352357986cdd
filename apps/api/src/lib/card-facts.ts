import type { GraphQLResolveInfo } from 'graphql';
import type { Loaders } from './loaders.js';
import { selectedFields } from './selection.js';

/**
 * A fact a list's cards read in their field resolvers (the squad's members, the viewer's
 * connection, a member's skills): the card fields that read it, and how to load it for a page of
 * cards through the request's loaders (one batch, the statement the loader sends anyway).
 */
export interface CardFact<Card> {
  fields: readonly string[];
  load: (loaders: Loaders, cards: Card[]) => Promise<unknown>;
}

/** Where each item's card is, when a list's items are not the cards themselves (`['post']`). */
export interface CardsAt<Item, Card> {
  path: readonly string[];
  card: (item: Item) => Card | null | undefined;
}

/**
 * A page of items, returned once the facts its selected card fields read are loaded, each fact in
 * one batch. The cards' fields then read them at once (`PeekableLoader.read`) instead of each
 * waiting on a promise of its own, which graphql-jit pays a wait for (docs/decisions/0071). A fact
 * no selected field reads is not loaded.
 */
export async function withCardFacts<Item, Card>(
  loaders: Loaders,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  page: Promise<Item[]>,
  facts: readonly CardFact<Card>[],
  at: CardsAt<Item, Card>,
): Promise<Item[]> {
  const items = await page;
  const cards = items.map(at.card).filter((card) => card != null);
  if (cards.length === 0) return items;
  const fields = selectedFields(info, at.path);
  await Promise.all(
    facts
      .filter((fact) => fact.fields.some((field) => fields.has(field)))
      .map((fact) => fact.load(loaders, cards)),
  );
  return items;
}

/** The items are the cards themselves. */
export const itemsAreCards = <Card>(): CardsAt<Card, Card> => ({ path: [], card: (item) => item });
