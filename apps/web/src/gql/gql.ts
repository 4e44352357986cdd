/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      message\n      status\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n    }\n  }\n": typeof types.PostApplicantsDocument,
    "\n  mutation UpdateApplicationStatus($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      _id\n      status\n      updated_at\n    }\n  }\n": typeof types.UpdateApplicationStatusDocument,
    "\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n    }\n    application {\n      _id\n      status\n      message\n      created_at\n      updated_at\n    }\n  }\n": typeof types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": typeof types.SearchMyApplicationsDocument,
    "\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n": typeof types.CancelApplicationDocument,
    "\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n    }\n  }\n": typeof types.MyPostsDocument,
    "\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n": typeof types.ClosePostDocument,
    "\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n": typeof types.OpenPostDocument,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n": typeof types.DeletePostDocument,
    "\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    project_type\n    requirements {\n      desired_skills\n      desired_roles\n    }\n  }\n": typeof types.PostDetailFieldsFragmentDoc,
    "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": typeof types.SavePostDocument,
    "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": typeof types.UnsavePostDocument,
    "\n  mutation ApplyToPost($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      _id\n      post_id\n      status\n      message\n      created_at\n    }\n  }\n": typeof types.ApplyToPostDocument,
    "\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n": typeof types.IncrementPostViewDocument,
    "\n  query LoadPosts($page: Int, $limit: Int) {\n    loadPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.LoadPostsDocument,
    "\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.LoadPostByFilterDocument,
    "\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.SearchProjectsDocument,
    "\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.LoadByRecommendationDocument,
    "\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostDetailFields\n    }\n  }\n": typeof types.LoadPostByIdDocument,
    "\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.SavedPostsDocument,
    "\n  query CurrentMember {\n    loadUserById {\n      _id\n      first_name\n      last_name\n      email\n      photo\n    }\n  }\n": typeof types.CurrentMemberDocument,
};
const documents: Documents = {
    "\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      message\n      status\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n    }\n  }\n": types.PostApplicantsDocument,
    "\n  mutation UpdateApplicationStatus($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      _id\n      status\n      updated_at\n    }\n  }\n": types.UpdateApplicationStatusDocument,
    "\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n    }\n    application {\n      _id\n      status\n      message\n      created_at\n      updated_at\n    }\n  }\n": types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": types.SearchMyApplicationsDocument,
    "\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n": types.CancelApplicationDocument,
    "\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n    }\n  }\n": types.MyPostsDocument,
    "\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n": types.ClosePostDocument,
    "\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n": types.OpenPostDocument,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n": types.DeletePostDocument,
    "\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    project_type\n    requirements {\n      desired_skills\n      desired_roles\n    }\n  }\n": types.PostDetailFieldsFragmentDoc,
    "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": types.SavePostDocument,
    "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": types.UnsavePostDocument,
    "\n  mutation ApplyToPost($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      _id\n      post_id\n      status\n      message\n      created_at\n    }\n  }\n": types.ApplyToPostDocument,
    "\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n": types.IncrementPostViewDocument,
    "\n  query LoadPosts($page: Int, $limit: Int) {\n    loadPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.LoadPostsDocument,
    "\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.LoadPostByFilterDocument,
    "\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.SearchProjectsDocument,
    "\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n": types.LoadByRecommendationDocument,
    "\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostDetailFields\n    }\n  }\n": types.LoadPostByIdDocument,
    "\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.SavedPostsDocument,
    "\n  query CurrentMember {\n    loadUserById {\n      _id\n      first_name\n      last_name\n      email\n      photo\n    }\n  }\n": types.CurrentMemberDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      message\n      status\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n    }\n  }\n"): (typeof documents)["\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      message\n      status\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplicationStatus($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      _id\n      status\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApplicationStatus($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      _id\n      status\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n    }\n    application {\n      _id\n      status\n      message\n      created_at\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n    }\n    application {\n      _id\n      status\n      message\n      created_at\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n    }\n  }\n"): (typeof documents)["\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    project_type\n    requirements {\n      desired_skills\n      desired_roles\n    }\n  }\n"): (typeof documents)["\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    project_type\n    requirements {\n      desired_skills\n      desired_roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"): (typeof documents)["\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"): (typeof documents)["\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToPost($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      _id\n      post_id\n      status\n      message\n      created_at\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToPost($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      _id\n      post_id\n      status\n      message\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n"): (typeof documents)["\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPosts($page: Int, $limit: Int) {\n    loadPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPosts($page: Int, $limit: Int) {\n    loadPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostDetailFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentMember {\n    loadUserById {\n      _id\n      first_name\n      last_name\n      email\n      photo\n    }\n  }\n"): (typeof documents)["\n  query CurrentMember {\n    loadUserById {\n      _id\n      first_name\n      last_name\n      email\n      photo\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;