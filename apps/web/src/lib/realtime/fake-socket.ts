import type { AuthCallback, RealtimeSocket } from './realtime-socket';

type Handler = (...args: never[]) => void;

/**
 * A stand-in for socket.io-client's socket in unit tests: socket.io-client needs a running server
 * to connect, and the real path is covered by the API's socket tests and the Playwright journey.
 * The test plays the server: `serverConnect()`, `serverSend(event, payload)`, `fail(error)`.
 */
export class FakeSocket implements RealtimeSocket {
  connected = false;
  connectCalls = 0;
  disconnectCalls = 0;
  readonly emitted: string[][] = [];
  /** Acknowledgement callbacks sent with events, oldest first: the test answers as the server. */
  readonly acks: ((answer: unknown) => void)[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(readonly auth?: AuthCallback) {}

  on(event: string, listener: Handler): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const ack = args.at(-1);
    if (typeof ack === 'function') this.acks.push(ack as (answer: unknown) => void);
    this.emitted.push([event, ...args.filter((arg): arg is string => typeof arg === 'string')]);
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    this.connected = false;
    return this;
  }

  /** The token the handshake would carry right now. */
  handshakeToken(): string | null {
    let token: string | null = null;
    this.auth?.((data) => {
      token = data.token;
    });
    return token;
  }

  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  serverDrop(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  fail(error: Error & { data?: unknown }): void {
    this.connected = false;
    this.fire('connect_error', error);
  }

  serverSend(event: string, ...args: unknown[]): void {
    this.fire(event, ...args);
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]): void {
    this.handlers.get(event)?.forEach((fn) => (fn as (...a: unknown[]) => void)(...args));
  }
}
