// The operations `npm run bench:api` measures: the GraphQL document the web sends (by its
// operation name in apps/web/src/gql/graphql.ts) with its variables. The app and the floor
// (bench-api-floor-core.ts) receive the same request.
import { PAGE_SIZE } from '@squadup/shared';
import { LONG_LIST_LIMIT } from '../src/lib/paging.js';
import { MISSING_WORD, RARE_WORD, type BenchData } from './bench-api-seed.js';

export interface BenchOperation {
  name: string;
  /** The web's operation (its Document in apps/web/src/gql/graphql.ts, without the suffix). */
  document: string;
  variables: (data: BenchData) => Record<string, unknown>;
}

const firstPage = { page: 1, limit: PAGE_SIZE.projects };
const peoplePage = { page: 1, limit: PAGE_SIZE.people };
const longPage = { page: 1, limit: LONG_LIST_LIMIT };

export const BENCH_OPERATIONS: BenchOperation[] = [
  {
    name: 'loadPosts',
    document: 'LoadPosts',
    variables: () => firstPage,
  },
  {
    name: 'loadPostByFilter',
    document: 'LoadPostByFilter',
    variables: () => ({ ...firstPage, filter: { tech_stack: ['Rust'], work_mode: ['remote'] } }),
  },
  {
    name: 'searchProjects common',
    document: 'SearchProjects',
    variables: () => ({ ...firstPage, search: 'react' }),
  },
  {
    name: 'searchProjects rare',
    document: 'SearchProjects',
    variables: () => ({ ...firstPage, search: RARE_WORD }),
  },
  {
    name: 'searchProjects none',
    document: 'SearchProjects',
    variables: () => ({ ...firstPage, search: MISSING_WORD }),
  },
  {
    name: 'loadByRecommendation',
    document: 'LoadByRecommendation',
    variables: () => firstPage,
  },
  {
    name: 'loadPostsByUserId',
    document: 'MyPosts',
    variables: (data) => ({ ...longPage, userId: data.authorId }),
  },
  {
    name: 'getSavedPosts',
    document: 'SavedPosts',
    variables: () => longPage,
  },
  {
    name: 'getApplicationsByUser',
    document: 'MyApplications',
    variables: () => longPage,
  },
  {
    name: 'loadPostById',
    document: 'LoadPostById',
    variables: (data) => ({ postId: data.postId }),
  },
  {
    name: 'loadPeople',
    document: 'LoadPeople',
    variables: () => peoplePage,
  },
  {
    name: 'loadPeopleByFilter',
    document: 'LoadPeopleByFilter',
    variables: () => ({ ...peoplePage, filter: { skills: ['React'], title: 'engineer' } }),
  },
  {
    name: 'searchPeople',
    document: 'SearchPeople',
    variables: () => ({ ...peoplePage, search: 'ali' }),
  },
  {
    name: 'loadUserById (profile)',
    document: 'ProfileUser',
    variables: (data) => ({ userId: data.authorId }),
  },
  {
    name: 'getChatListForUser',
    document: 'GetChatListForUser',
    variables: () => ({}),
  },
];
