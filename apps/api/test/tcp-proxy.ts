import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** 127.0.0.1:<port> of the proxy */
  host: string;
  /** New connections are closed at once (as an unreachable host would fail them) until open(). */
  hold(): void;
  open(): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy to `targetPort`. A connection lives as long as both ends do: when the
 * target goes away (a killed server), the client's side closes too.
 */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let held = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (held) {
      client.destroy();
      return;
    }
    const target = connect(targetPort, '127.0.0.1');
    for (const [from, to] of [
      [client, target],
      [target, client],
    ] as const) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: `127.0.0.1:${port}`,
    hold: () => void (held = true),
    open: () => void (held = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
