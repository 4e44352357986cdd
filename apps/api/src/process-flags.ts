/**
 * The Node flags the app's process starts with: `npm start`, the Dockerfile's CMD and the benches
 * that start the app (process-flags.test.ts holds the first two to this list). V8 gets a pool of
 * one background thread instead of Node's four, so that its garbage collection and compilation
 * helpers do not outnumber a small machine's cores beside the app's own thread and the embedded
 * database's (docs/decisions/0057-one-v8-background-thread.md), and collects garbage on the main
 * thread alone: handing marking to a helper cost more CPU per request than it saved
 * (docs/decisions/0083-garbage-collection-on-the-main-thread.md).
 */
export const APP_NODE_FLAGS: readonly string[] = ['--v8-pool-size=1', '--single-threaded-gc'];
