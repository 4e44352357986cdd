import { Counter, Gauge, type Registry } from 'prom-client';
import type { Admission } from '../lib/admission.js';

/** Message sends running on this instance, and those refused because it was busy (lib/admission.ts). */
export function admissionMetrics(registry: Registry, sends: Admission): void {
  new Gauge({
    name: 'squadup_sends_in_flight',
    help: 'Message sends (socket and GraphQL) running on this instance now.',
    registers: [registry],
    collect() {
      this.set(sends.inFlight);
    },
  });
  let counted = 0;
  new Counter({
    name: 'squadup_sends_refused_busy_total',
    help: 'Message sends refused at once with SERVICE_UNAVAILABLE because this instance had MAX_SENDS_IN_FLIGHT running.',
    registers: [registry],
    collect() {
      // The gate keeps the total; a scrape adds what is new since the last one.
      this.inc(sends.refused - counted);
      counted = sends.refused;
    },
  });
}
