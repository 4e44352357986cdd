import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { selectedFields } from '../../lib/selection.js';
import { SQUAD_CARD_FIELDS } from '../squads/index.js';
import type { PostParent } from './posts.present.js';

/** The Post fields answered from the viewer's connection with the author. */
const CONNECTION_CARD_FIELDS = ['is_connection', 'chat_id'] as const;

/** The request's loaders whose batches the card fields read (a request's `ctx.loaders`). */
interface CardLoaders {
  squadMembers: Pick<DataLoader<string, unknown>, 'loadMany'>;
  connectionState: Pick<DataLoader<string, unknown>, 'loadMany'>;
}

/**
 * A page of cards, returned once the facts its selected card fields read are loaded: the squads'
 * members and the viewer's connection with each author, each in one batch as the loaders send it
 * (the same statements). Each card's fields then answer at once: a field that waits on a promise
 * of its own cost about 4 µs a card and field (seven fields a card), more than the two statements.
 */
export async function withCards<Item = PostParent>(
  loaders: CardLoaders,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  page: Promise<Item[]>,
  // Where each item's card is, when the items are not the cards themselves (`['post']`).
  at: { path: readonly string[]; post: (item: Item) => PostParent | null | undefined } = {
    path: [],
    post: (item) => item as PostParent,
  },
): Promise<Item[]> {
  const items = await page;
  const posts = items.map(at.post).filter((post) => post != null);
  if (posts.length === 0) return items;
  const fields = selectedFields(info, at.path);
  const loads: Promise<unknown>[] = [];
  if (SQUAD_CARD_FIELDS.some((field) => fields.has(field)))
    loads.push(loaders.squadMembers.loadMany(posts.map((post) => post._id)));
  if (CONNECTION_CARD_FIELDS.some((field) => fields.has(field)))
    loads.push(loaders.connectionState.loadMany(posts.map((post) => post.posted_by)));
  await Promise.all(loads);
  return items;
}
