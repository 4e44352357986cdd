import type { GraphQLResolveInfo } from 'graphql';
import { itemsAreCards, withCardFacts, type CardFact } from '../../lib/card-facts.js';
import type { Loaders } from '../../lib/loaders.js';
import type { PersonParent } from './people.present.js';

/** What a person card's fields read: the viewer's connection with them, and their skills. */
const PERSON_CARD_FACTS: readonly CardFact<PersonParent>[] = [
  {
    fields: ['is_connection', 'chat_id'],
    load: (loaders, people) => loaders.connectionState.loadMany(people.map((person) => person._id)),
  },
  {
    fields: ['top_skills'],
    load: (loaders, people) => loaders.memberSkills.loadMany(people.map((person) => person._id)),
  },
];

/** A page of person cards, returned once the facts its selected fields read are loaded. */
export const withPersonCards = (
  loaders: Loaders,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  page: Promise<PersonParent[]>,
): Promise<PersonParent[]> =>
  withCardFacts(loaders, info, page, PERSON_CARD_FACTS, itemsAreCards());
