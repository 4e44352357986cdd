import type { SendMessageAck, SendMessageInput } from '@squadup/shared';
import { v4 as uuidv4 } from 'uuid';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE, toAppError } from '../errors.js';
import type { Admission } from '../lib/admission.js';
import type { Logger } from '../lib/logger.js';
import { parseWith } from '../lib/parse.js';
import type { ServiceContext } from '../lib/service-context.js';
import type { ViewerRef } from '../lib/viewer.js';
import { sendMessage } from '../modules/chat/index.js';
import type { RealtimeSocket } from './rooms.js';

/** What the socket's sends need from the app, which builds them above the modules. */
export interface SocketSendDeps {
  /** This instance's gate for message sends, shared with the GraphQL mutation. */
  admission: Admission;
  /** The member's service context, built as a GraphQL request's (fresh loaders). */
  contextFor(viewer: ViewerRef): ServiceContext;
}

// The payload's shape only: the words, the chat id and the reply are the service's to check, as
// for the mutation, so both answer the same code for the same input.
const sendInputSchema: z.ZodType<SendMessageInput> = z.object({
  chatId: z.string({ error: 'chatId: expected a string.' }),
  content: z.string({ error: 'content: expected a string.' }),
  replyToMessageId: z.string({ error: 'replyToMessageId: expected a string.' }).nullish(),
  attachment: z
    .object(
      {
        fileUrl: z.string({ error: 'attachment.fileUrl: expected a string.' }),
        name: z.string({ error: 'attachment.name: expected a string.' }),
      },
      { error: 'attachment: expected { fileUrl, name }.' },
    )
    .nullish(),
});

/** Any failure as the ack a client can act on: a stable code and a safe message, never a throw. */
function refusal(error: unknown, log: Logger, userId: string): SendMessageAck {
  const known = toAppError(error);
  if (!known) {
    const errorId = uuidv4();
    log.error({ err: error, errorId, userId }, 'realtime: sendMessage failed');
    return { ok: false, code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE };
  }
  const retryAfterMs =
    known.retryAfterMs ??
    (known.retryAfterSeconds === undefined ? undefined : known.retryAfterSeconds * 1000);
  return {
    ok: false,
    code: known.code,
    message: known.message,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
}

/**
 * `sendMessage` over the socket: the mutation's service function behind the same admission gate,
 * answered by the acknowledgement. Sends are not queued behind the socket's joins and leaves: they
 * change no room, and the database orders one member's sends. A refusal, a busy server included,
 * is an ack: the socket stays open (docs/decisions/0043-socket-sends-and-admission.md).
 */
export function handleSocketSends(socket: RealtimeSocket, deps: SocketSendDeps, log: Logger): void {
  const viewer: ViewerRef = { id: socket.data.userId };
  socket.on('sendMessage', (input: unknown, ack?: unknown) => {
    const answer = async (): Promise<SendMessageAck> => {
      try {
        const args = parseWith(sendInputSchema, input);
        const message = await deps.admission.admit(() =>
          sendMessage(deps.contextFor(viewer), args),
        );
        return { ok: true, message };
      } catch (error) {
        return refusal(error, log, viewer.id);
      }
    };
    void answer().then((reply) => {
      if (typeof ack === 'function') (ack as (answer: SendMessageAck) => void)(reply);
    });
  });
}
