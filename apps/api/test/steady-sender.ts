import { QUOTAS } from '@squadup/shared';
import { SEND } from './support/chat.js';
import type { Member } from './members.js';

export interface Sender {
  member: Member;
  chatId: string;
}

export interface SteadySender {
  /** Ids of the messages whose sendMessage answered ok, in order. */
  acked: string[];
  /** sendMessage calls that did not answer ok (with why). */
  failed: string[];
  /** True once `count` messages were acknowledged; false if sending ends short of it or after `ms`. */
  ackedAtLeast(count: number, ms: number): Promise<boolean>;
  /** Stops after the send under way and resolves then. */
  stop(): Promise<void>;
}

/** Under the message quota (per member per minute), so no send is refused for it. */
const PER_SENDER = QUOTAS.messagesPerMinute - 2;

/**
 * Sends chat messages through GraphQL `sendMessage`, one at a time, the senders in turn, one every
 * `intervalMs` (a steady rate, not a burst), until stopped or each sender has sent its share.
 */
export function startSteadySender(senders: readonly Sender[], intervalMs: number): SteadySender {
  const acked: string[] = [];
  const failed: string[] = [];
  const changed = new Set<() => void>();
  let stopping = false;
  let ended = false;

  const run = async () => {
    for (let i = 0; !stopping && i < senders.length * PER_SENDER; i += 1) {
      const { member, chatId } = senders[i % senders.length]!;
      const res = await member.gql(SEND, {
        chatId,
        content: `steady ${i}`,
      });
      if (res.errors) failed.push(`${res.code ?? res.status}: ${res.message}`);
      else acked.push(res.data.sendMessage._id);
      changed.forEach((check) => check());
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
  const running = run().finally(() => {
    ended = true;
    changed.forEach((check) => check());
  });

  return {
    acked,
    failed,
    ackedAtLeast: (count, ms) =>
      new Promise<boolean>((resolve) => {
        const finish = (result: boolean) => {
          clearTimeout(timer);
          changed.delete(check);
          resolve(result);
        };
        const check = () => (acked.length >= count || ended) && finish(acked.length >= count);
        const timer = setTimeout(() => finish(false), ms);
        changed.add(check);
        check();
      }),
    async stop() {
      stopping = true;
      await running;
    },
  };
}
