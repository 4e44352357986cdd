import { describe, expect, it } from 'vitest';
import { mergeResults, splitByChat } from '../scripts/bench-chat-clients.js';
import type { LoadResult } from '../scripts/bench-chat-load.js';
import type { BenchMember } from '../scripts/bench-chat-seed.js';

// The bench's clients spread over processes must measure what one process would: whole chats per
// process (a message is timed where its sender and receivers are), and one merged row.
const member = (chatId: string, i: number): BenchMember => ({
  id: `m${i}`,
  token: '',
  chatId,
  peer: 0,
});

const result = (over: Partial<LoadResult>): LoadResult => ({
  expected: 0,
  messages: 0,
  sendErrors: 0,
  unackedDeliveries: 0,
  busyRefusals: 0,
  retried: 0,
  errorSamples: [],
  sends: [],
  latencies: [],
  duplicates: 0,
  disconnects: 0,
  sendSeconds: 0,
  cpuPercent: undefined,
  cpuMs: undefined,
  rssMb: undefined,
  loopDelayMs: undefined,
  ...over,
});

describe('the bench clients over several processes', () => {
  it('cuts the members into runs of whole chats', () => {
    const members = ['a', 'a', 'b', 'b', 'b', 'c', 'c'].map((chat, i) => member(chat, i));
    const slices = splitByChat(members, 2);
    expect(slices.map((slice) => slice.map((m) => m.chatId).join(''))).toEqual(['aabbb', 'cc']);
    expect(splitByChat(members, 5)).toHaveLength(3);
  });

  it('merges the processes’ results: counts add up, lists merge in order, the send phase is the longest', () => {
    const merged = mergeResults([
      result({
        expected: 4,
        messages: 4,
        sends: [1, 9],
        latencies: [2, 8],
        sendSeconds: 5,
        errorSamples: ['x'],
      }),
      result({
        expected: 6,
        messages: 5,
        sendErrors: 1,
        sends: [3],
        latencies: [1, 5, 7],
        sendSeconds: 7,
        errorSamples: ['x', 'y'],
        disconnects: 2,
      }),
    ]);
    expect(merged).toMatchObject({
      expected: 10,
      messages: 9,
      sendErrors: 1,
      disconnects: 2,
      sendSeconds: 7,
      sends: [1, 3, 9],
      latencies: [1, 2, 5, 7, 8],
      errorSamples: ['x', 'y'],
    });
  });
});
