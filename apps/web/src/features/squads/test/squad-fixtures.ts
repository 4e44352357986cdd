import type { ConnectionStatus } from '@squadup/shared';
import { testUser } from '@/test/auth';
import { GetMySquadsQuery } from '../api/my-squads';
import { LoadSquadQuery } from '../api/squad-operations';

const DAY = 24 * 3600_000;

/** A squad member as every squad query selects them (the squad page's full set of fields). */
export function buildMember(overrides: Partial<ReturnType<typeof baseMember>> = {}) {
  return { ...baseMember(), ...overrides };
}

function baseMember() {
  return {
    __typename: 'SquadMember' as const,
    user_id: 'user-2',
    first_name: 'Ana',
    last_name: 'Lopez',
    photo: null as string | null,
    title: 'Frontend developer' as string | null,
    role: 'Frontend' as string | null,
    is_owner: false,
    joined_at: new Date(2026, 10, 20, 12).toISOString(),
    is_connection: 'none' as ConnectionStatus,
    chat_id: null as string | null,
  };
}

/** The owner (Omar), the viewer as a Designer, and Ana as Frontend. */
export function squadMembers({ viewerOwns = false } = {}) {
  const owner = buildMember({
    user_id: viewerOwns ? testUser._id : 'user-9',
    first_name: viewerOwns ? testUser.first_name : 'Omar',
    last_name: viewerOwns ? testUser.last_name : 'Haddad',
    title: 'Founder',
    role: null,
    is_owner: true,
    joined_at: new Date(Date.now() - 10 * DAY).toISOString(),
    is_connection: viewerOwns ? 'none' : 'accepted',
    chat_id: viewerOwns ? null : 'chat-omar',
  });
  const viewerOrOther = viewerOwns
    ? buildMember({ user_id: 'user-3', first_name: 'Liam', last_name: 'Chen', role: 'Designer' })
    : buildMember({
        user_id: testUser._id,
        first_name: testUser.first_name,
        last_name: testUser.last_name,
        role: 'Designer',
      });
  return [owner, viewerOrOther, buildMember()];
}

/** A face in the workspace (who pinned, who a task is for, who shared, who changed). */
export const face = (member: {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
}) => ({
  __typename: 'SquadAvatar' as const,
  user_id: member.user_id,
  first_name: member.first_name,
  last_name: member.last_name,
  photo: null as string | null,
});

/** A workspace with nothing in it (what a new squad has); `overrides` fills it. */
export function buildWorkspace(overrides: Partial<ReturnType<typeof emptyWorkspace>> = {}) {
  return { ...emptyWorkspace(), ...overrides };
}

function emptyWorkspace() {
  return {
    __typename: 'SquadWorkspace' as const,
    pinned: null as {
      __typename: 'SquadPin';
      text: string;
      at: string;
      by: ReturnType<typeof face> | null;
    } | null,
    meeting_at: null as string | null,
    meeting_note: null as string | null,
    members_can_edit: false,
    can_edit: false,
    links: [] as {
      __typename: 'SquadLink';
      _id: string;
      title: string;
      url: string;
      added_by: string;
      created_at: string;
    }[],
    tasks: [] as {
      __typename: 'SquadTask';
      _id: string;
      title: string;
      done: boolean;
      done_at: string | null;
      created_by: string;
      created_at: string;
      assignee: ReturnType<typeof face> | null;
    }[],
    files: [] as {
      __typename: 'SquadFile';
      _id: string;
      name: string;
      url: string;
      content_type: string;
      created_at: string;
      added_by: ReturnType<typeof face>;
    }[],
    history: [] as {
      __typename: 'SquadHistoryEntry';
      _id: string;
      summary: string;
      created_at: string;
      actor: ReturnType<typeof face> | null;
    }[],
  };
}

export type WorkspaceFixture = ReturnType<typeof buildWorkspace>;

export function buildSquad({
  viewerOwns = false,
  members = squadMembers({ viewerOwns }),
  workspace = buildWorkspace({ can_edit: viewerOwns }),
} = {}) {
  return {
    __typename: 'Squad' as const,
    _id: 'post-1',
    chat_id: 'squad-chat-1',
    is_owner: viewerOwns,
    unread_count: 0,
    spots_total: 3,
    spots_filled: members.length - 1,
    created_at: new Date(Date.now() - 10 * DAY).toISOString(),
    post: {
      __typename: 'Post' as const,
      _id: 'post-1',
      title: 'Campus food-sharing app',
      status: 'open' as 'open' | 'closed',
      project_type: 'Hackathon' as string | null,
    },
    seats: [
      { __typename: 'Seat' as const, role: 'Frontend', total: 2, filled: 1 },
      { __typename: 'Seat' as const, role: 'Designer', total: 1, filled: 1 },
    ],
    members,
    workspace,
  };
}

/** A My Squads entry: the card's fields only. */
export function buildMySquad(
  overrides: Partial<Omit<ReturnType<typeof buildSquad>, 'members' | 'post'>> & {
    members?: ReturnType<typeof buildMember>[];
    post?: { _id: string; title: string; status: 'open' | 'closed' };
  } = {},
) {
  const {
    seats: _seats,
    created_at: _created,
    workspace: _workspace,
    post,
    ...squad
  } = buildSquad();
  const { members = squad.members, post: postOverride, ...rest } = overrides;
  return {
    ...squad,
    post: {
      __typename: 'Post' as const,
      _id: post._id,
      title: post.title,
      status: post.status,
      ...postOverride,
    },
    ...rest,
    members: members.map(({ user_id, first_name, last_name, photo, role, is_owner }) => ({
      __typename: 'SquadMember' as const,
      user_id,
      first_name,
      last_name,
      photo,
      role,
      is_owner,
    })),
  };
}

export const mySquadsMock = (squads: ReturnType<typeof buildMySquad>[]) => ({
  request: { query: GetMySquadsQuery },
  result: { data: { getMySquads: squads } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const loadSquadMock = (squad: ReturnType<typeof buildSquad>) => ({
  request: { query: LoadSquadQuery, variables: { postId: squad._id } },
  result: { data: { loadSquad: squad } },
});
