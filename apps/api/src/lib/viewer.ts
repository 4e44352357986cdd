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

/**
 * A signed-out reader of a public page (docs/decisions/0051). Its id is the nil UUID, which no
 * member has, so the viewer-relative parts of a public read (saved, applied, connected, in the
 * squad, one's own) all answer "no" through the same statements a member's read runs.
 */
export const VISITOR: ViewerRef = Object.freeze({ id: '00000000-0000-0000-0000-000000000000' });

/** Whether the viewer is a signed-out visitor rather than a member. */
export const isVisitor = (viewer: ViewerRef): boolean => viewer.id === VISITOR.id;
