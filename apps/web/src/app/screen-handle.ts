// What a route tells the app shell and the guards, kept apart from the routes that use it.

/** What a lazily loaded route tells app.tsx: how to start downloading its code early. */
export interface ScreenHandle {
  preload: () => Promise<unknown>;
  /**
   * On a page's own route: a signed-out visitor may read it (RequireAuth lets them through). On a
   * frame: such a page needs it. Either way, worth downloading early for a visitor too.
   */
  readableSignedOut?: boolean;
  /**
   * Sends the screen's first queries with a stored member's token, before the session check and
   * the screen's code (decision 0062); the GraphQL client hands the answers to the screen.
   */
  prefetch?: (token: string) => void;
}
