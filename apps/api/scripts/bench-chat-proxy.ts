// The sticky proxy of `npm run bench:chat -- --instances N`, in its own process (its CPU is its
// own, reported beside the app's): socket.io's polling transport sends each poll of a session as a
// new HTTP request, so every request of a session must reach the instance that opened it. A
// handshake (a socket.io request without `sid`) goes to the instance its `member` query names in
// the route table (the bench spreads the members of a chat over the instances, so every message
// crosses Redis), else round robin; the `sid` in the handshake's answer is remembered, and a
// request carrying that `sid` goes to the same instance. Anything else (the GraphQL sends) goes
// round robin: any instance may take them. Not nginx: it is not installed everywhere, and its
// `ip_hash` would send every bench client (all on 127.0.0.1) to one instance.
//
// Speaks bench-chat-protocol.ts; its first stdin line is its set-up, as JSON:
// { "upstreams": ["http://127.0.0.1:port", ...], "route": { "<member id>": <upstream index> } }.
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { keepIdleConnections, LISTEN_BACKLOG } from '../src/http/listener.js';
import { answerStats, READY } from './bench-chat-protocol.js';

interface ProxySetup {
  upstreams: string[];
  route: Record<string, number>;
}

const setup = await new Promise<ProxySetup>((resolve) => {
  const lines = createInterface({ input: process.stdin });
  lines.once('line', (line) => {
    lines.close();
    resolve(JSON.parse(line) as ProxySetup);
  });
});
const upstreams = setup.upstreams.map((url) => {
  const { hostname, port } = new URL(url);
  return {
    hostname,
    port: Number(port),
    agent: new Agent({ keepAlive: true, maxSockets: Infinity }),
  };
});
const sessions = new Map<string, number>();
let turn = 0;
const roundRobin = () => (turn = (turn + 1) % upstreams.length);

/** An engine.io open packet: `0{"sid":"…",…}`, the whole body of a polling handshake's answer. */
const SID_IN_OPEN = /^0\{"sid":"([^"]+)"/;

function forward(req: IncomingMessage, res: ServerResponse) {
  const query = new URL(req.url ?? '/', 'http://proxy').searchParams;
  const sid = query.get('sid');
  const member = query.get('member');
  const handshake = req.url?.startsWith('/socket.io/') === true && sid === null;
  const index =
    (sid !== null ? sessions.get(sid) : undefined) ??
    (member !== null ? setup.route[member] : undefined) ??
    roundRobin();
  const upstream = upstreams[index]!;
  const proxied = request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent: upstream.agent,
    },
    (answer) => {
      if (!handshake) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const opened = SID_IN_OPEN.exec(body.toString('utf8'));
        if (opened) sessions.set(opened[1]!, index);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(body);
      });
    },
  );
  proxied.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end(`proxy: ${error.message}`);
  });
  req.pipe(proxied);
}

const server = createServer({ keepAlive: true }, forward);
// As the app's own listener: a thousand clients' connections wait in the kernel rather than being
// dropped, and an idle one outlives a client's pause between sends.
keepIdleConnections(server);
server.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(
    `${READY} ${JSON.stringify({ url: `http://127.0.0.1:${port}`, members: [] })}\n`,
  );
});
answerStats(() => {
  // Says how the sessions were spread (printed by the bench): a check that the route held.
  const spread = upstreams.map((_, i) => [...sessions.values()].filter((at) => at === i).length);
  process.stdout.write(`sessions per instance: ${spread.join(', ')}\n`);
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
