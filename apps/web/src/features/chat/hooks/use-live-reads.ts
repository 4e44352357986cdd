import { useState } from 'react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import type { LiveReads } from '../lib/signals';

/**
 * Each member's furthest read of the open chat told live since it opened (`chatRead`, sent only
 * to members who show read receipts, docs/decisions/0082); what was read before comes with the
 * messages' read_by.
 */
export function useLiveReads(chatId: string): LiveReads {
  const [reads, setReads] = useState<LiveReads>(new Map());
  useSocketEvent('chatRead', (read) => {
    if (read.chatId !== chatId.toLowerCase()) return;
    setReads((current) => {
      const held = current.get(read.userId);
      if (held !== undefined && held >= read.last_read_message_id) return current;
      return new Map(current).set(read.userId, read.last_read_message_id);
    });
  });
  return reads;
}
