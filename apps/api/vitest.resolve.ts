import { createRequire } from 'node:module';

/**
 * Module resolution shared by the test configs: the one copy of graphql the server loads in
 * production (its CommonJS entry, which Apollo, @graphql-tools and graphql-jit require). Left to
 * itself the test transform gives the app's own modules the ESM copy, and a schema built by one
 * copy cannot be executed by the other.
 */
export const testResolve = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};
