import DataLoader from 'dataloader';
import { PeekableLoader, type LoaderFactories } from '../../lib/loaders.js';
import type { SquadMemberView } from './squads.repo.js';
import { squadMembersFor } from './squads.service.js';
import type { WorkspaceRow } from './squads.workspace.repo.js';
import { workspacesFor } from './squads.workspace.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A post's squad members, owner first (empty before the squad forms). */
    squadMembers: PeekableLoader<string, SquadMemberView[]>;
    /** A squad's workspace (empty lists before anything is set). */
    squadWorkspace: DataLoader<string, WorkspaceRow | undefined>;
  }
}

/** The squads module's loaders, each made for one request on its first use. */
export const squadsLoaders: LoaderFactories<'squadMembers' | 'squadWorkspace'> = {
  squadMembers: ({ db }) =>
    new PeekableLoader<string, SquadMemberView[]>(async (postIds) => {
      const members = await squadMembersFor(db, postIds);
      return postIds.map((id) => members.get(id) ?? []);
    }),
  squadWorkspace: ({ db }) =>
    new DataLoader<string, WorkspaceRow | undefined>(async (postIds) => {
      const rows = await workspacesFor(db, postIds);
      return postIds.map((id) => rows.get(id));
    }),
};
