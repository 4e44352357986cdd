// The operations `npm run bench:api` measures: the GraphQL document the web sends (by its
// operation name in apps/web/src/gql/graphql.ts) with its variables, and what the floor does for
// the same request. The floor calls the same service the resolver calls, so it runs the same SQL
// (the repos' builders, whatever they become) and answers the same JSON, without Express's
// middleware stack, Apollo or GraphQL execution around it.
import { PAGE_SIZE } from '@squadup/shared';
import type { Database } from '../src/db/client.js';
import type { ViewerRef } from '../src/lib/viewer.js';
import * as applications from '../src/modules/applications/applications.service.js';
import * as chat from '../src/modules/chat/chat.service.js';
import * as people from '../src/modules/people/people.service.js';
import { LONG_LIST_LIMIT } from '../src/lib/paging.js';
import * as posts from '../src/modules/posts/posts.service.js';
import { userFields } from '../src/modules/users/users.present.js';
import * as users from '../src/modules/users/users.service.js';
import { MISSING_WORD, RARE_WORD, type BenchData } from './bench-api-seed.js';
import { personCards, resolveAllFields, scriptContext } from './script-context.js';

export interface BenchOperation {
  name: string;
  /** The web's operation (its Document in apps/web/src/gql/graphql.ts, without the suffix). */
  document: string;
  variables: (data: BenchData) => Record<string, unknown>;
  /** The floor's answer: the services the resolvers call (and the loader's one query). */
  floor: (db: Database, viewer: ViewerRef, variables: Record<string, unknown>) => Promise<unknown>;
}

const firstPage = { page: 1, limit: PAGE_SIZE.projects };
const peoplePage = { page: 1, limit: PAGE_SIZE.people };
const longPage = { page: 1, limit: LONG_LIST_LIMIT };
const text = (value: unknown) => String(value);

export const BENCH_OPERATIONS: BenchOperation[] = [
  {
    name: 'loadPosts',
    document: 'LoadPosts',
    variables: () => firstPage,
    floor: (db, viewer, v) => posts.loadPosts(scriptContext(db, viewer), v),
  },
  {
    name: 'loadPostByFilter',
    document: 'LoadPostByFilter',
    variables: () => ({ ...firstPage, filter: { tech_stack: ['Rust'], work_mode: ['remote'] } }),
    floor: (db, viewer, { filter, ...v }) =>
      posts.loadPostByFilter(scriptContext(db, viewer), filter, v),
  },
  {
    name: 'searchProjects common',
    document: 'SearchProjects',
    variables: () => ({ ...firstPage, search: 'react' }),
    floor: (db, viewer, { search, ...v }) =>
      posts.searchProjects(scriptContext(db, viewer), text(search), v),
  },
  {
    name: 'searchProjects rare',
    document: 'SearchProjects',
    variables: () => ({ ...firstPage, search: RARE_WORD }),
    floor: (db, viewer, { search, ...v }) =>
      posts.searchProjects(scriptContext(db, viewer), text(search), v),
  },
  {
    name: 'searchProjects none',
    document: 'SearchProjects',
    variables: () => ({ ...firstPage, search: MISSING_WORD }),
    floor: (db, viewer, { search, ...v }) =>
      posts.searchProjects(scriptContext(db, viewer), text(search), v),
  },
  {
    name: 'loadByRecommendation',
    document: 'LoadByRecommendation',
    variables: () => firstPage,
    floor: (db, viewer, v) => posts.loadByRecommendation(scriptContext(db, viewer), v),
  },
  {
    name: 'loadPostsByUserId',
    document: 'MyPosts',
    variables: (data) => ({ ...longPage, userId: data.authorId }),
    floor: (db, viewer, { userId, ...v }) =>
      posts.loadPostsByUserId(scriptContext(db, viewer), text(userId), v),
  },
  {
    name: 'getSavedPosts',
    document: 'SavedPosts',
    variables: () => longPage,
    floor: (db, viewer, v) => posts.getSavedPosts(scriptContext(db, viewer), v),
  },
  {
    name: 'getApplicationsByUser',
    document: 'MyApplications',
    variables: () => longPage,
    floor: (db, viewer, v) => applications.getApplicationsByUser(scriptContext(db, viewer), v),
  },
  {
    name: 'loadPostById',
    document: 'LoadPostById',
    variables: (data) => ({ postId: data.postId }),
    // PostDetailFields asks is_connection and chat_id: the resolvers' loader runs one query.
    floor: async (db, viewer, { postId }) => {
      const ctx = scriptContext(db, viewer);
      const post = await posts.loadPostById(ctx, text(postId));
      const state = await ctx.loaders.connectionState.load(post.posted_by);
      return { ...post, is_connection: state.status, chat_id: state.chat_id };
    },
  },
  {
    name: 'loadPeople',
    document: 'LoadPeople',
    variables: () => peoplePage,
    floor: (db, viewer, v) => personCards(db, viewer, (ctx) => people.loadPeople(ctx, v)),
  },
  {
    name: 'loadPeopleByFilter',
    document: 'LoadPeopleByFilter',
    variables: () => ({ ...peoplePage, filter: { skills: ['React'], title: 'engineer' } }),
    floor: (db, viewer, { filter, ...v }) =>
      personCards(db, viewer, (ctx) => people.loadPeopleByFilter(ctx, filter, v)),
  },
  {
    name: 'searchPeople',
    document: 'SearchPeople',
    variables: () => ({ ...peoplePage, search: 'ali' }),
    floor: (db, viewer, { search, ...v }) =>
      personCards(db, viewer, (ctx) => people.searchPeople(ctx, text(search), v)),
  },
  {
    name: 'loadUserById (profile)',
    document: 'ProfileUser',
    variables: (data) => ({ userId: data.authorId }),
    floor: async (db, viewer, { userId }) => {
      const ctx = scriptContext(db, viewer);
      const user = await users.loadUserById(ctx, text(userId));
      return resolveAllFields('User', userFields, user, ctx);
    },
  },
  {
    name: 'getChatListForUser',
    document: 'GetChatListForUser',
    variables: () => ({}),
    floor: (db, viewer) => chat.getChatListForUser(scriptContext(db, viewer)),
  },
];
