import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import type { SquadMemberView } from './squads.repo.js';
import { squadMembersFor } from './squads.service.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A post's squad members, owner first (empty before the squad forms). */
    squadMembers: DataLoader<string, SquadMemberView[]>;
  }
}

/** The squads module's loaders for one request. */
export const squadsLoaders = (db: Database) => ({
  squadMembers: new DataLoader<string, SquadMemberView[]>(async (postIds) => {
    const members = await squadMembersFor(db, postIds);
    return postIds.map((id) => members.get(id) ?? []);
  }),
});
