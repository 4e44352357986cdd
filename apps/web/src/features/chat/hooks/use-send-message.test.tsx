// The socket path of useSendMessage: the app's realtime manager over FakeSocket (the test answers
// each ack as the server would); the GraphQL fallback is covered in conversation.test.tsx.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SEND_ADMISSION } from '@squadup/shared';
import { describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '@/lib/realtime/fake-socket';
import { buildMessage } from '../test/chat-fixtures';
import { useSendMessage, type SendAnswer } from './use-send-message';

const fake = vi.hoisted(() => ({ socket: null as FakeSocket | null }));

vi.mock('@/lib/realtime/socket', async () => {
  const { createRealtimeManager } = await import('@/lib/realtime/manager');
  const { FakeSocket: Fake } = await import('@/lib/realtime/fake-socket');
  const { useCountersStore } = await import('@/stores/counters');
  const realtime = createRealtimeManager({
    createSocket: (auth) => (fake.socket = new Fake(auth)),
    getToken: () => 'token',
    refresh: () => Promise.resolve(null),
    counters: () => useCountersStore.getState(),
  });
  realtime.start();
  fake.socket!.serverConnect();
  return { realtime };
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider mocks={[]}>{children}</MockedProvider>
);

describe('useSendMessage over a connected socket', () => {
  it('sends with an ack (no GraphQL), retries a busy refusal showing retrying, then appends', async () => {
    const added = vi.fn();
    const { result } = renderHook(() => useSendMessage('chat-1', added), { wrapper });
    const socket = fake.socket!;
    const acksBefore = socket.acks.length;
    let sent!: Promise<SendAnswer>;
    act(() => {
      sent = result.current.sendMessage('Hello');
    });
    await waitFor(() => expect(socket.acks).toHaveLength(acksBefore + 1));
    act(() =>
      socket.acks.at(-1)!({
        ok: false,
        code: 'SERVICE_UNAVAILABLE',
        message: SEND_ADMISSION.busyMessage,
        retryAfterMs: 10,
      }),
    );
    await waitFor(() => expect(result.current.retrying).toBe(true));
    expect(result.current.sending).toBe(true);
    // The same message again, after the wait the server asked for.
    await waitFor(() => expect(socket.acks).toHaveLength(acksBefore + 2));
    const { __typename: _, ...stored } = buildMessage({ content: 'Hello', chat_id: 'chat-1' }, 0);
    act(() => socket.acks.at(-1)!({ ok: true, message: stored }));
    expect(await sent).toEqual({ sent: true });
    expect(added).toHaveBeenCalledTimes(1);
    expect(added.mock.calls[0]![0]).toMatchObject({ _id: stored._id, content: 'Hello' });
    await waitFor(() => expect(result.current.retrying).toBe(false));
  });

  it('answers not sent at once on any other refusal, with the server’s reason, so the composer gives the text back', async () => {
    const added = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSendMessage('chat-1', added), { wrapper });
    const socket = fake.socket!;
    const acksBefore = socket.acks.length;
    let sent!: Promise<SendAnswer>;
    act(() => {
      sent = result.current.sendMessage('Hi');
    });
    await waitFor(() => expect(socket.acks).toHaveLength(acksBefore + 1));
    act(() => socket.acks.at(-1)!({ ok: false, code: 'FORBIDDEN', message: 'No.' }));
    expect(await sent).toEqual({ sent: false, refusal: 'No.' });
    expect(socket.acks).toHaveLength(acksBefore + 1);
    expect(added).not.toHaveBeenCalled();
    expect(result.current.retrying).toBe(false);
  });
});
