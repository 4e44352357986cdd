import { useCallback, useMemo } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { FragmentType } from '@/gql';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  AddSquadFileMutation,
  AddSquadLinkMutation,
  AddSquadTaskMutation,
  AssignSquadTaskMutation,
  MoveSquadTaskMutation,
  RemoveSquadFileMutation,
  RemoveSquadLinkMutation,
  RemoveSquadTaskMutation,
  SetSquadMeetingMutation,
  SetSquadMembersCanEditMutation,
  SetSquadPinMutation,
  SetSquadTaskDoneMutation,
  SquadWithWorkspaceFragment,
  type SquadWorkspaceFieldsFragment,
} from '../api/workspace-operations';

type WorkspaceAnswer = { workspace: FragmentType<typeof SquadWorkspaceFieldsFragment> };
type ChangeDocument<V extends OperationVariables> = TypedDocumentNode<WorkspaceAnswer, V>;

/** What a change answers: null once done, else the message to show (the server's when it has one). */
export type ChangeResult = Promise<string | null>;

/**
 * The workspace's changes for one squad. Each answers the whole workspace, which is written onto
 * the squad in the cache so the page shows it at once (the other members refetch on the
 * squadUpdate that follows). Forms show a refusal themselves (`ChangeResult`); a one-click change
 * (tick, move, remove) shows it as a toast.
 */
export function useWorkspaceChanges(postId: string) {
  const client = useApolloClient();

  const run = useCallback(
    async <V extends OperationVariables>(
      mutation: ChangeDocument<V>,
      variables: V,
      fallback: string,
    ): ChangeResult => {
      try {
        const { data } = await client.mutate({
          mutation,
          variables,
          context: { skipErrorToast: true },
        });
        if (data) {
          client.cache.writeFragment({
            id: client.cache.identify({ __typename: 'Squad', _id: postId }),
            fragment: SquadWithWorkspaceFragment,
            fragmentName: 'SquadWithWorkspace',
            data: { _id: postId, workspace: data.workspace },
          });
        }
        return null;
      } catch (error) {
        console.error('Changing the squad workspace failed', error);
        return errorMessage(error, fallback);
      }
    },
    [client, postId],
  );

  /** A one-click change: its refusal is a toast. Answers whether it went through. */
  const quietly = useCallback(async (result: ChangeResult): Promise<boolean> => {
    const message = await result;
    if (message) toast.error(message);
    return message === null;
  }, []);

  return useMemo(
    () => ({
      setPin: (text: string | null) =>
        run(SetSquadPinMutation, { postId, text }, 'Could not save the announcement.'),
      setMembersCanEdit: (allowed: boolean) =>
        quietly(
          run(SetSquadMembersCanEditMutation, { postId, allowed }, 'Could not change who edits.'),
        ),
      setMeeting: (at: string | null, note: string | null) =>
        run(
          SetSquadMeetingMutation,
          { postId, input: { at, note } },
          'Could not save the meeting.',
        ),
      addLink: (title: string, url: string) =>
        run(AddSquadLinkMutation, { postId, title, url }, 'Could not add the link.'),
      removeLink: (linkId: string) =>
        quietly(run(RemoveSquadLinkMutation, { postId, linkId }, 'Could not remove the link.')),
      addTask: (title: string, assigneeId: string | null) =>
        run(AddSquadTaskMutation, { postId, title, assigneeId }, 'Could not add the task.'),
      assignTask: (taskId: string, assigneeId: string | null) =>
        quietly(
          run(
            AssignSquadTaskMutation,
            { postId, taskId, assigneeId },
            'Could not assign the task.',
          ),
        ),
      setTaskDone: async (taskId: string, done: boolean) => {
        // The box ticks at once; a refusal puts it back.
        const id = client.cache.identify({ __typename: 'SquadTask', _id: taskId });
        client.cache.modify({ id, fields: { done: () => done } });
        const changed = await quietly(
          run(SetSquadTaskDoneMutation, { postId, taskId, done }, 'Could not update the task.'),
        );
        if (!changed) client.cache.modify({ id, fields: { done: () => !done } });
        return changed;
      },
      moveTask: (taskId: string, position: number) =>
        quietly(
          run(MoveSquadTaskMutation, { postId, taskId, position }, 'Could not move the task.'),
        ),
      removeTask: (taskId: string) =>
        quietly(run(RemoveSquadTaskMutation, { postId, taskId }, 'Could not remove the task.')),
      addFile: (fileUrl: string, name: string) =>
        run(AddSquadFileMutation, { postId, fileUrl, name }, 'Could not share the file.'),
      removeFile: (fileId: string) =>
        quietly(run(RemoveSquadFileMutation, { postId, fileId }, 'Could not remove the file.')),
    }),
    [client, run, quietly, postId],
  );
}

export type WorkspaceChanges = ReturnType<typeof useWorkspaceChanges>;
