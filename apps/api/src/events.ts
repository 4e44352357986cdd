import type { Database } from './db/client.js';
import {
  createDispatcher,
  type AfterCommitSubscriber,
  type DomainEvents,
} from './lib/domain-events.js';
import { activitySubscriber } from './modules/notifications/index.js';

// Where the domain events' subscribers are registered (docs/decisions/0038-domain-events.md):
// above the modules, so no service imports another module's side effects. The in-transaction
// subscribers are the durable ones (their rows commit with the change); the after-commit ones
// (the realtime broadcaster) are given by whoever runs them: the app, a test, a script.

/** The in-transaction subscribers: every dispatcher runs these, so no item is ever skipped. */
const IN_TRANSACTION = [activitySubscriber];

export interface DomainEventsOptions {
  /** After-commit subscribers (the broadcaster); none for a script with no sockets. */
  afterCommit?: readonly AfterCommitSubscriber[];
  /**
   * A fault-test switch (SQUADUP_FAULT_KILL_AFTER_COMMIT, refused in production): the process
   * kills itself with SIGKILL right after the commit of a transaction that recorded this event
   * type, before any after-commit subscriber runs.
   */
  killAfterCommitOf?: string | null;
}

/** The app's dispatcher: the durable subscribers, then `afterCommit`. */
export function createDomainEvents(options: DomainEventsOptions = {}): DomainEvents<Database> {
  const kill = options.killAfterCommitOf;
  return createDispatcher<Database>({
    inTransaction: IN_TRANSACTION,
    afterCommit: options.afterCommit ?? [],
    onCommitted: kill
      ? (events) => {
          if (events.some((event) => event.type === kill)) process.kill(process.pid, 'SIGKILL');
        }
      : undefined,
  });
}
