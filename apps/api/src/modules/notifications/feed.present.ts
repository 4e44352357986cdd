import type { ActivityGroup } from '../../graphql/generated/resolvers.js';
import { iso } from '../../lib/dates.js';
import type { ActivityGroupRow } from './feed.repo.js';

/** How many actors a feed line names (newest first). */
const ACTORS = 3;

/** A feed line as resolvers receive it: `actors` is a field resolver over the member cards. */
export type ActivityGroupParent = Omit<ActivityGroup, 'actors'> & { actor_ids: string[] };

export function presentActivityGroup(row: ActivityGroupRow): ActivityGroupParent {
  return {
    _id: row.id,
    type: row.type,
    count: row.count,
    actor_ids: [...new Set(row.actor_ids)].slice(0, ACTORS),
    post_id: row.post_id,
    post_title: row.post_title,
    link: row.link,
    unread: row.unread,
    created_at: iso(row.created_at),
  };
}
