import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { watchOutages } from './redis-outage.js';

/** Stands in for a node-redis client: not ready before it reports a connection error. */
class FakeClient extends EventEmitter {
  isReady = true;
  lose() {
    this.isReady = false;
    this.emit('error', new Error('Socket closed unexpectedly'));
  }
  retryFails() {
    this.emit('error', new Error('connect ECONNREFUSED'));
  }
  back() {
    this.isReady = true;
    this.emit('ready');
  }
}

function watched(running = true) {
  const lines: { level: number; msg: string }[] = [];
  const log = createLogger(
    { env: 'test', logLevel: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  const [pub, sub] = [new FakeClient(), new FakeClient()];
  let restored = 0;
  let lost = 0;
  const watch = watchOutages([pub, sub], {
    log,
    running: () => running,
    onLost: () => (lost += 1),
    onRestored: () => {
      restored += 1;
      return 3;
    },
  });
  return { pub, sub, watch, lines, restored: () => restored, lost: () => lost };
}

describe('watchOutages', () => {
  it('warns once per outage and resyncs once both clients are ready again', () => {
    const { pub, sub, watch, lines, restored, lost } = watched();
    pub.lose();
    sub.lose();
    for (let i = 0; i < 5; i += 1) [pub, sub].forEach((c) => c.retryFails());
    expect(lost()).toBe(1); // once per outage: the cached bearer checks stop being trusted
    watch.commandFailed(new Error('offline'));
    watch.commandFailed(new Error('offline'));
    pub.back();
    expect(restored()).toBe(0); // the subscriber has not subscribed again yet
    sub.back();
    expect(restored()).toBe(1);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, expect.stringContaining('Redis connection lost')],
      [40, expect.stringMatching(/restored after .* \(2 publishes failed meanwhile\): 3 sockets/)],
    ]);
  });

  it('resyncs after a loss of one client only, and again after the next outage', () => {
    const { sub, lines, restored, lost } = watched();
    sub.lose();
    sub.back();
    sub.lose();
    sub.back();
    expect(restored()).toBe(2);
    expect(lost()).toBe(2);
    expect(lines).toHaveLength(4);
  });

  it('logs an error that leaves the client ready without calling it an outage', () => {
    const { pub, watch, lines, restored } = watched();
    pub.emit('error', new Error('odd reply'));
    watch.commandFailed(new Error('publish refused'));
    pub.back();
    expect(restored()).toBe(0);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'realtime: Redis error'],
      [40, 'realtime: a Redis command failed'],
    ]);
  });

  it('stays silent before start-up succeeded and after close', () => {
    const { pub, lines, restored } = watched(false);
    pub.lose();
    pub.back();
    expect(restored()).toBe(0);
    expect(lines).toEqual([]);
  });
});
