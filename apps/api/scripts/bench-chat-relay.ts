// The floor of `npm run bench:chat`: a bare socket.io server with the app's transport settings
// (polling, the same maxHttpBufferSize, the listen backlog and keep-alive of decision 0044; not its
// write coalescing, which is the app's own), no database, no GraphQL, no auth. `joinChat(chatId)`
// joins the room; `send({ chatId, content })` emits a receiveMessage of the app's shape to that
// room and acknowledges with the message id. What the app costs above this is the app's own.
// Speaks bench-chat-protocol.ts; argv[2] is the member count, argv[3] the members a room holds
// (2: paired 0-1, 2-3 ...; squad mode: 0..size-1 share a room, and so on).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_LIMITS } from '@squadup/shared';
import { Server } from 'socket.io';
import { keepIdleConnections, LISTEN_BACKLOG } from '../src/http/listener.js';
import { answerStats, READY } from './bench-chat-protocol.js';
import type { BenchMember } from './bench-chat-seed.js';

const count = Number(process.argv[2] ?? 200);
const size = Number(process.argv[3] ?? 2);
const chatIds = Array.from({ length: count / size }, () => randomUUID());
// The relay takes the member's "token" as their id: there is nothing to verify.
const members: BenchMember[] = Array.from({ length: count }, (_, i) => {
  const id = randomUUID();
  const k = i % size;
  return { id, token: id, chatId: chatIds[Math.floor(i / size)]!, peer: i - k + ((k + 1) % size) };
});

const httpServer = createServer();
keepIdleConnections(httpServer);
const io = new Server(httpServer, {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  serveClient: false,
  maxHttpBufferSize: SOCKET_LIMITS.maxPayloadBytes,
});
io.on('connection', (socket) => {
  const auth = socket.handshake.auth as { token?: string };
  const senderId = auth.token ?? socket.id;
  socket.on('joinChat', (chatId: string, ack?: (answer: { ok: boolean }) => void) => {
    void socket.join(`chat:${chatId}`);
    ack?.({ ok: true });
  });
  socket.on(
    'send',
    (payload: { chatId: string; content: string }, ack?: (answer: { _id: string }) => void) => {
      const now = new Date().toISOString();
      const message = {
        _id: randomUUID(),
        chat_id: payload.chatId,
        sender_id: senderId,
        content: payload.content,
        read_by: [senderId],
        edited_at: null,
        is_deleted: false,
        deleted_for: [],
        reply_to_message_id: null,
        reply_to_message_content: null,
        created_at: now,
        updated_at: now,
      };
      io.to(`chat:${payload.chatId}`).emit('receiveMessage', message);
      ack?.({ _id: message._id });
    },
  );
});
httpServer.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG }, () => {
  const { port } = httpServer.address() as AddressInfo;
  process.stdout.write(
    `${READY} ${JSON.stringify({ url: `http://127.0.0.1:${port}`, members })}\n`,
  );
});

const stop = () => void io.close(() => process.exit(0));
answerStats(stop);
process.on('SIGTERM', stop);
