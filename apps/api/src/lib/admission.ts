import { serverBusy } from '../errors.js';

export interface AdmissionLimits {
  /** How many pieces of work may run at once; one more is refused. */
  maxInFlight: number;
  /** What a refusal tells the client to wait before trying again. */
  retryAfterMs: number;
  /** The refusal's message (safe to show). */
  busyMessage: string;
}

/** A gate in front of one kind of work on this instance (docs/decisions/0043-socket-sends-and-admission.md). */
export interface Admission {
  /**
   * Runs `work` when fewer than `maxInFlight` are running; otherwise rejects at once with
   * SERVICE_UNAVAILABLE (`retryAfterMs` set) and never calls it, so a refusal costs no database work.
   */
  admit<T>(work: () => Promise<T>): Promise<T>;
  /** Work running now. */
  readonly inFlight: number;
  /** The most that ran at once since the gate was made (tests and the bench read it). */
  readonly peakInFlight: number;
  /** Refusals since the gate was made (metrics read it). */
  readonly refused: number;
}

/**
 * A counting gate, per instance: work that cannot start at once is refused rather than queued,
 * because a queue in front of a slow database only turns into time-outs and dropped sockets. The
 * client holds the message and retries after `retryAfterMs`; nothing was written.
 */
export function createAdmission(limits: AdmissionLimits): Admission {
  let inFlight = 0;
  let peakInFlight = 0;
  let refused = 0;
  return {
    async admit<T>(work: () => Promise<T>): Promise<T> {
      if (inFlight >= limits.maxInFlight) {
        refused += 1;
        throw serverBusy(limits.busyMessage, limits.retryAfterMs);
      }
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    },
    get inFlight() {
      return inFlight;
    },
    get peakInFlight() {
      return peakInFlight;
    },
    get refused() {
      return refused;
    },
  };
}
