// One client process of `npm run bench:chat -- --client-procs K` (forked by bench-chat-clients.ts):
// runs runChatLoad for its slice of whole chats, in step with the other client processes. The
// load's two server-stats reads are the meeting points: the first says "ready" (every socket of
// this slice joined) and waits for "go", so every process starts sending together; the second says
// "drained" and waits for "measured", so the bench reads the server's CPU before any socket is
// closed. Then it sends its result and exits.
import { runChatLoad } from './bench-chat-load.js';
import type { FromClientProc, ToClientProc } from './bench-chat-clients.js';
import type { ServerStats } from './bench-chat-protocol.js';

const send = (message: FromClientProc) => process.send?.(message);
const next = (type: ToClientProc['type']) =>
  new Promise<void>((resolve) => {
    const onMessage = (message: ToClientProc) => {
      if (message.type !== type) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
  });
const own = (): ServerStats => ({ memory: process.memoryUsage(), cpu: process.cpuUsage() });

process.once('message', (message: ToClientProc) => {
  if (message.type !== 'start') return;
  let meetings = 0;
  const meet = async (): Promise<ServerStats> => {
    meetings += 1;
    const [say, wait] =
      meetings === 1 ? (['ready', 'go'] as const) : (['drained', 'measured'] as const);
    const waiting = next(wait);
    send({ type: say, cpu: process.cpuUsage() });
    await waiting;
    return own();
  };
  void runChatLoad({ ...message.target, stats: meet }, message.options, (line) =>
    send({ type: 'print', line }),
  ).then((result) => {
    process.send?.({ type: 'result', result } satisfies FromClientProc, () => process.exit(0));
  });
});
