import { SQUAD } from '@squadup/shared';
import { memberContext, type GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { notFound } from '../../errors.js';
import type { Loaders } from '../../lib/loaders.js';
import { MESSAGES } from './squads.policy.js';
import { presentSquadMember, squadFacts } from './squads.present.js';
import type { SquadMemberView } from './squads.repo.js';
import * as exit from './squads.exit.js';
import * as service from './squads.service.js';
import * as workspace from './squads.workspace.js';

/** A post as the request's loaders answer it (the posts module's PostParent). */
type LoadedPost = NonNullable<Awaited<ReturnType<Loaders['postView']['load']>>>;

/** The post and its squad's members, each from the request's loaders (one batch per list). */
async function loadPostAndMembers(postId: string, ctx: GraphQLContext) {
  const [post, members] = await Promise.all([
    ctx.loaders.postView.load(postId),
    ctx.loaders.squadMembers.load(postId),
  ]);
  // A post hidden from the viewer (deleted, or a block with its owner) has no squad for them.
  if (!post) throw notFound(MESSAGES.notFound);
  return { post, members, facts: squadFacts(post, members) };
}

// Per squad object, which lives as long as its request: its post, seats, spots_total and
// spots_filled share one load and one count of the seats.
const postAndMembersOf = new WeakMap<object, ReturnType<typeof loadPostAndMembers>>();

function postAndMembers(squad: { _id: string }, ctx: GraphQLContext) {
  let found = postAndMembersOf.get(squad);
  if (!found) postAndMembersOf.set(squad, (found = loadPostAndMembers(squad._id, ctx)));
  return found;
}

/** The Post fields answered from the squad's members: a list that selects one loads them first. */
export const SQUAD_CARD_FIELDS = [
  'seats',
  'spots_total',
  'spots_filled',
  'squad_preview',
  'in_squad',
] as const;

// A card's seats and spots, counted once per post object (which lives as long as its request).
const factsOfCard = new WeakMap<LoadedPost, ReturnType<typeof squadFacts>>();

function cardFacts<Result>(
  post: LoadedPost,
  ctx: GraphQLContext,
  pick: (facts: ReturnType<typeof squadFacts>) => Result,
) {
  return ctx.loaders.squadMembers.read(post._id, (members) => {
    let facts = factsOfCard.get(post);
    if (!facts) factsOfCard.set(post, (facts = squadFacts(post, members)));
    return pick(facts);
  });
}

/** The first faces of a card: the squad's members, or its owner before it forms. */
function facesOf(post: LoadedPost, members: readonly SquadMemberView[]) {
  const faces =
    members.length > 0
      ? members
      : [
          {
            user_id: post.posted_by,
            first_name: post.first_name,
            last_name: post.last_name,
            photo: post.photo,
          },
        ];
  return faces.slice(0, SQUAD.previewAvatars).map((m) => ({
    user_id: m.user_id,
    first_name: m.first_name,
    last_name: m.last_name,
    photo: m.photo,
  }));
}

export const squadsResolvers: Resolvers = {
  Squad: {
    post: async (squad, _args, ctx) => (await postAndMembers(squad, ctx)).post,
    members: async (squad, _args, ctx) =>
      (await ctx.loaders.squadMembers.load(squad._id)).map(presentSquadMember),
    seats: async (squad, _args, ctx) => (await postAndMembers(squad, ctx)).facts.seats,
    spots_total: async (squad, _args, ctx) => (await postAndMembers(squad, ctx)).facts.spots_total,
    spots_filled: async (squad, _args, ctx) =>
      (await postAndMembers(squad, ctx)).facts.spots_filled,
    unread_count: (squad, _args, ctx) => ctx.loaders.chatUnread.load(squad.chat_id),
    // A Squad exists only for its owner and members, so its workspace needs no check of its own.
    workspace: async (squad, _args, ctx) => {
      const row = await ctx.loaders.squadWorkspace.load(squad._id);
      if (!row) throw notFound(MESSAGES.notFound);
      return workspace.presentWorkspace(row, squad.is_owner);
    },
  },
  SquadMember: {
    is_connection: async (member, _args, ctx) =>
      (await ctx.loaders.connectionState.load(member.user_id)).status,
    chat_id: async (member, _args, ctx) =>
      (await ctx.loaders.connectionState.load(member.user_id)).chat_id,
  },
  // A post's seats and squad faces: one batch of squad members for a whole page of cards, loaded
  // by the list before its cards' fields run (posts' withCards), so each field reads it at once.
  Post: {
    seats: (post, _args, ctx) => cardFacts(post, ctx, (facts) => facts.seats),
    spots_total: (post, _args, ctx) => cardFacts(post, ctx, (facts) => facts.spots_total),
    spots_filled: (post, _args, ctx) => cardFacts(post, ctx, (facts) => facts.spots_filled),
    squad_preview: (post, _args, ctx) =>
      // A signed-out visitor sees the owner's face only: members may keep their profiles to
      // members (docs/decisions/0051). Before the squad forms, its owner is its one face too.
      ctx.user
        ? ctx.loaders.squadMembers.read(post._id, (members) => facesOf(post, members))
        : facesOf(post, []),
    in_squad: (post, _args, ctx) => {
      const viewer = ctx.user?.id;
      if (post.posted_by === viewer) return true;
      return ctx.loaders.squadMembers.read(post._id, (members) =>
        members.some((m) => m.user_id === viewer),
      );
    },
  },
  Query: {
    getMySquads: (_p, _args, ctx) => service.getMySquads(memberContext(ctx)),
    loadSquad: (_p, args, ctx) => service.loadSquad(memberContext(ctx), args.postId),
  },
  Mutation: {
    leaveSquad: (_p, args, ctx) => exit.leaveSquad(memberContext(ctx), args.postId),
    removeSquadMember: (_p, args, ctx) =>
      exit.removeSquadMember(memberContext(ctx), args.postId, args.userId, args.reason),
    setSquadPin: (_p, args, ctx) => workspace.setPin(memberContext(ctx), args.postId, args.text),
    setSquadMembersCanEdit: (_p, args, ctx) =>
      workspace.setMembersCanEdit(memberContext(ctx), args.postId, args.allowed),
    setSquadMeeting: (_p, args, ctx) =>
      workspace.setMeeting(memberContext(ctx), args.postId, args.input),
    addSquadLink: (_p, args, ctx) =>
      workspace.addLink(memberContext(ctx), args.postId, { title: args.title, url: args.url }),
    removeSquadLink: (_p, args, ctx) =>
      workspace.removeLink(memberContext(ctx), args.postId, args.linkId),
    addSquadTask: (_p, args, ctx) =>
      workspace.addTask(memberContext(ctx), args.postId, {
        title: args.title,
        assigneeId: args.assigneeId,
      }),
    assignSquadTask: (_p, args, ctx) =>
      workspace.assignTask(memberContext(ctx), args.postId, args.taskId, args.assigneeId ?? null),
    setSquadTaskDone: (_p, args, ctx) =>
      workspace.setTaskDone(memberContext(ctx), args.postId, args.taskId, args.done),
    moveSquadTask: (_p, args, ctx) =>
      workspace.moveTask(memberContext(ctx), args.postId, args.taskId, args.position),
    removeSquadTask: (_p, args, ctx) =>
      workspace.removeTask(memberContext(ctx), args.postId, args.taskId),
    addSquadFile: (_p, args, ctx) =>
      workspace.addFile(memberContext(ctx), args.postId, args.fileUrl, args.name),
    removeSquadFile: (_p, args, ctx) =>
      workspace.removeFile(memberContext(ctx), args.postId, args.fileId),
  },
};
