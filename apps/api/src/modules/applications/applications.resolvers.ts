import type { GraphQLContext } from '../../graphql/context.js';
import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import type { MemberCard } from '../people/index.js';
import { withCards } from '../posts/index.js';
import { presentApplication, type ApplicationParent } from './applications.present.js';
import * as service from './applications.service.js';

/** The applicant's card in the applicant view (read with the rows, else by the loader). */
async function cardOf(
  application: ApplicationParent,
  ctx: GraphQLContext,
): Promise<MemberCard | null> {
  if (application.view === 'own') return null;
  return application.card ?? (await ctx.loaders.memberCard.load(application.applicant_id));
}

const cardField =
  (field: keyof MemberCard) =>
  async (application: ApplicationParent, _args: unknown, ctx: GraphQLContext) =>
    (await cardOf(application, ctx))?.[field] ?? null;

export const applicationsResolvers: Resolvers = {
  // Each derived field asks the request's loaders: one statement per fact for a whole list, and
  // nothing for a field the client did not select.
  Application: {
    post: (application, _args, ctx) =>
      application.post !== undefined
        ? application.post
        : ctx.loaders.postView.load(application.post_id),
    first_name: cardField('first_name'),
    last_name: cardField('last_name'),
    photo: cardField('photo'),
    location_id: cardField('location_id'),
    title: cardField('title'),
    bio: cardField('bio'),
    is_connection: async (application, _args, ctx) =>
      (await ctx.loaders.connectionState.load(application.applicant_id)).status,
    chat_id: async (application, _args, ctx) =>
      (await ctx.loaders.connectionState.load(application.applicant_id)).chat_id,
    skill_match: (application) => application.skill_match ?? null,
    top_skills: async (application, _args, ctx) => {
      if (application.view === 'own') return [];
      const skills = await ctx.loaders.memberSkills.load(application.applicant_id);
      return skills.filter((skill) => skill.is_top);
    },
  },
  // The viewer's own application to a post: the post's statement already joined it.
  Post: {
    my_application: (post) =>
      post.viewer_application && presentApplication(post.viewer_application, 'own', { post: null }),
  },
  Query: {
    getApplicationsByUser: (_p, args, ctx, info) =>
      withCards(ctx.loaders, info, service.getApplicationsByUser(memberContext(ctx), args), {
        path: ['post'],
        card: (application) => application.post,
      }),
    searchMyApplications: (_p, { search, ...args }, ctx) =>
      service.searchMyApplications(memberContext(ctx), search, args),
    loadApplicationsByPostId: (_p, { postId, order, ...args }, ctx) =>
      service.loadApplicationsByPostId(memberContext(ctx), postId, args, order ?? 'NEWEST'),
    declineTemplates: (_p, _args, ctx) => service.declineTemplates(memberContext(ctx)),
  },
  Mutation: {
    applyToPost: (_p, args, ctx) =>
      service.applyToPost(memberContext(ctx), args.postId, args.message, args.role),
    cancelApplyToPost: (_p, args, ctx) =>
      service.cancelApplyToPost(memberContext(ctx), args.applicationId),
    updateApplicationStatus: (_p, args, ctx) =>
      service.updateApplicationStatus(memberContext(ctx), args.applicationId, args.status, {
        role: args.role,
        addSeat: args.addSeat,
        reason: args.reason,
      }),
    saveDeclineTemplates: (_p, args, ctx) =>
      service.saveDeclineTemplates(memberContext(ctx), args.templates),
  },
};
