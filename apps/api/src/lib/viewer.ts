/**
 * The signed-in member as services, policies and resolvers see it, from a live bearer access
 * token. The token is checked (signature, HS256 only, exp, issuer, audience, and that its session
 * has not ended) before Apollo runs; the member's row is not loaded here, so a resolver that needs
 * more of it loads it (and treats a missing row as NOT_FOUND).
 */
export interface ViewerRef {
  id: string;
  /**
   * The sign-in session of the request's access token (GraphQL requests carry one): what an
   * upload URL is bound to. Absent where no token was presented (scripts, tests' contexts).
   */
  session?: { id: string; version: number };
}
