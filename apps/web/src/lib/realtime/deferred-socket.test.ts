import { describe, expect, it, vi } from 'vitest';
import { deferredSocket } from './deferred-socket';
import { FakeSocket } from './fake-socket';
import type { CreateSocket } from './realtime-socket';

/** A library download the test finishes (or fails) when it wants. */
function download() {
  const made: FakeSocket[] = [];
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<CreateSocket>((resolve, reject) => {
        finish = () =>
          resolve((auth) => {
            const socket = new FakeSocket(auth);
            made.push(socket);
            return socket;
          });
        fail = reject;
      }),
  );
  return { load, made, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredSocket', () => {
  it('downloads nothing before connect(), then hands the listeners to the real socket', async () => {
    const { load, made, finish } = download();
    const socket = deferredSocket(load, (cb) => cb({ token: 't' }));
    const onConnect = vi.fn();
    socket.on('connect', onConnect);
    expect(load).not.toHaveBeenCalled();

    socket.connect();
    socket.connect();
    expect(load).toHaveBeenCalledTimes(1);
    expect(socket.connected).toBe(false);
    finish();
    await settle();

    const [real] = made;
    expect(made).toHaveLength(1);
    expect(real!.connectCalls).toBe(1);
    expect(real!.handshakeToken()).toBe('t');
    real!.serverConnect();
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(socket.connected).toBe(true);
    socket.emit('joinChat', 'c1');
    expect(real!.emitted).toEqual([['joinChat', 'c1']]);
  });

  it('does not connect when disconnected before the download ended', async () => {
    const { load, made, finish } = download();
    const socket = deferredSocket(load, (cb) => cb({ token: 't' }));
    socket.connect();
    socket.disconnect();
    finish();
    await settle();
    expect(made[0]?.connectCalls ?? 0).toBe(0);
  });

  it('reports a failed download as a connection error and tries again', async () => {
    const first = download();
    const second = download();
    const load = vi
      .fn<() => Promise<CreateSocket>>()
      .mockImplementationOnce(first.load)
      .mockImplementationOnce(second.load);
    const socket = deferredSocket(load, (cb) => cb({ token: 't' }), 10);
    const onError = vi.fn();
    socket.on('connect_error', onError);
    socket.connect();
    first.fail(new Error('Failed to fetch dynamically imported module'));
    await settle();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }));

    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    second.finish();
    await settle();
    expect(second.made[0]!.connectCalls).toBe(1);
  });
});
