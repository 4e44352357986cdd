import { graphql } from '@/gql';

// The squad workspace (docs/decisions/0054): what a squad keeps beside its chat. Every change
// answers the whole workspace under the alias `workspace`, which one helper writes back onto the
// squad in the cache (use-workspace-changes.ts).

/** Everything the workspace shows; a face is who pinned, who a task is for, who shared, who changed. */
export const SquadWorkspaceFieldsFragment = graphql(`
  fragment SquadWorkspaceFields on SquadWorkspace {
    pinned {
      text
      at
      by {
        user_id
        first_name
        last_name
        photo
      }
    }
    meeting_at
    meeting_note
    members_can_edit
    can_edit
    links {
      _id
      title
      url
      added_by
      created_at
    }
    tasks {
      _id
      title
      done
      done_at
      created_by
      created_at
      assignee {
        user_id
        first_name
        last_name
        photo
      }
    }
    files {
      _id
      name
      url
      content_type
      created_at
      added_by {
        user_id
        first_name
        last_name
        photo
      }
    }
    history {
      _id
      summary
      created_at
      actor {
        user_id
        first_name
        last_name
        photo
      }
    }
  }
`);

/** A change's answer, written onto the squad's entry so the page shows it at once. */
export const SquadWithWorkspaceFragment = graphql(`
  fragment SquadWithWorkspace on Squad {
    _id
    workspace {
      ...SquadWorkspaceFields
    }
  }
`);

export const SetSquadPinMutation = graphql(`
  mutation SetSquadPin($postId: ID!, $text: String) {
    workspace: setSquadPin(postId: $postId, text: $text) {
      ...SquadWorkspaceFields
    }
  }
`);

export const SetSquadMembersCanEditMutation = graphql(`
  mutation SetSquadMembersCanEdit($postId: ID!, $allowed: Boolean!) {
    workspace: setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {
      ...SquadWorkspaceFields
    }
  }
`);

export const SetSquadMeetingMutation = graphql(`
  mutation SetSquadMeeting($postId: ID!, $input: SquadMeetingInput!) {
    workspace: setSquadMeeting(postId: $postId, input: $input) {
      ...SquadWorkspaceFields
    }
  }
`);

export const AddSquadLinkMutation = graphql(`
  mutation AddSquadLink($postId: ID!, $title: String!, $url: String!) {
    workspace: addSquadLink(postId: $postId, title: $title, url: $url) {
      ...SquadWorkspaceFields
    }
  }
`);

export const RemoveSquadLinkMutation = graphql(`
  mutation RemoveSquadLink($postId: ID!, $linkId: ID!) {
    workspace: removeSquadLink(postId: $postId, linkId: $linkId) {
      ...SquadWorkspaceFields
    }
  }
`);

export const AddSquadTaskMutation = graphql(`
  mutation AddSquadTask($postId: ID!, $title: String!, $assigneeId: ID) {
    workspace: addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {
      ...SquadWorkspaceFields
    }
  }
`);

export const AssignSquadTaskMutation = graphql(`
  mutation AssignSquadTask($postId: ID!, $taskId: ID!, $assigneeId: ID) {
    workspace: assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {
      ...SquadWorkspaceFields
    }
  }
`);

export const SetSquadTaskDoneMutation = graphql(`
  mutation SetSquadTaskDone($postId: ID!, $taskId: ID!, $done: Boolean!) {
    workspace: setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {
      ...SquadWorkspaceFields
    }
  }
`);

export const MoveSquadTaskMutation = graphql(`
  mutation MoveSquadTask($postId: ID!, $taskId: ID!, $position: Int!) {
    workspace: moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {
      ...SquadWorkspaceFields
    }
  }
`);

export const RemoveSquadTaskMutation = graphql(`
  mutation RemoveSquadTask($postId: ID!, $taskId: ID!) {
    workspace: removeSquadTask(postId: $postId, taskId: $taskId) {
      ...SquadWorkspaceFields
    }
  }
`);

export const AddSquadFileMutation = graphql(`
  mutation AddSquadFile($postId: ID!, $fileUrl: String!, $name: String!) {
    workspace: addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {
      ...SquadWorkspaceFields
    }
  }
`);

export const RemoveSquadFileMutation = graphql(`
  mutation RemoveSquadFile($postId: ID!, $fileId: ID!) {
    workspace: removeSquadFile(postId: $postId, fileId: $fileId) {
      ...SquadWorkspaceFields
    }
  }
`);
