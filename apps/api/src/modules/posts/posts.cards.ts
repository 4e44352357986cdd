import type { GraphQLResolveInfo } from 'graphql';
import { itemsAreCards, withCardFacts, type CardFact, type CardsAt } from '../../lib/card-facts.js';
import type { Loaders } from '../../lib/loaders.js';
import { SQUAD_CARD_FIELDS } from '../squads/index.js';
import type { PostParent } from './posts.present.js';

/** What a post card's fields read: its squad's members, and the viewer's connection with the author. */
const POST_CARD_FACTS: readonly CardFact<PostParent>[] = [
  {
    fields: SQUAD_CARD_FIELDS,
    load: (loaders, posts) => loaders.squadMembers.loadMany(posts.map((post) => post._id)),
  },
  {
    fields: ['is_connection', 'chat_id'],
    load: (loaders, posts) => loaders.connectionState.loadMany(posts.map((post) => post.posted_by)),
  },
];

/**
 * A page of post cards, returned once the facts its selected card fields read are loaded, each in
 * one batch (lib/card-facts.ts); `at` finds each item's post when the items are not posts.
 */
export function withCards<Item = PostParent>(
  loaders: Loaders,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  page: Promise<Item[]>,
  at: CardsAt<Item, PostParent> = itemsAreCards() as CardsAt<Item, PostParent>,
): Promise<Item[]> {
  return withCardFacts(loaders, info, page, POST_CARD_FACTS, at);
}
