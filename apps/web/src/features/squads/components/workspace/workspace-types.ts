import type { SquadWorkspaceFieldsFragment } from '@/gql/graphql';

/** The workspace as the page shows it (unmasked from the squad's query). */
export type Workspace = SquadWorkspaceFieldsFragment;
export type WorkspaceTask = Workspace['tasks'][number];
export type WorkspaceLink = Workspace['links'][number];
export type WorkspaceFile = Workspace['files'][number];
export type WorkspaceHistoryEntry = Workspace['history'][number];
