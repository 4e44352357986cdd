// The event types live below the modules (lib/domain-events.ts) so services can publish them
// without importing realtime/; the broadcaster's files keep their short import.
export type { DomainEvent, EventPublisher } from '../lib/domain-events.js';
