import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { CHAT, SEND_ADMISSION, type SendMessageInput, type UPLOADS } from '@squadup/shared';
import { useFragment as unmaskFragment } from '@/gql';
import { errorMessage } from '@/lib/error-message';
import { realtime } from '@/lib/realtime/socket';
import { sharedFileName } from '@/lib/shared-files';
import { uploadFile } from '@/lib/upload';
import { ChatMessageFieldsFragment, SendMessageMutation } from '../api/chat-operations';
import { fromPayload, type ChatMessage } from '../lib/messages';
import { sendWithRetry, type SendOutcome } from '../lib/send-retry';

/** Where a chat's files are uploaded (docs/decisions/0085). */
const CHAT_FILES_FOLDER: (typeof UPLOADS.folders)[number] = 'chat-files';

const retryAfterOf = (extensions: unknown): number => {
  const asked = (extensions as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof asked === 'number' && asked > 0 ? asked : SEND_ADMISSION.retryAfterMs;
};

/**
 * A busy server's refusal of the mutation (SERVICE_UNAVAILABLE, HTTP 503): how long it asked to
 * wait, or null for any other failure. Apollo reports a 503 as a ServerError unless the answer
 * came as application/graphql-response+json, whose errors it parses.
 */
function busyRetryAfterMs(error: unknown): number | null {
  if (CombinedGraphQLErrors.is(error)) {
    const busy = error.errors.find((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE');
    return busy ? retryAfterOf(busy.extensions) : null;
  }
  if (!ServerError.is(error) || error.statusCode !== 503) return null;
  try {
    const body = JSON.parse(error.bodyText) as { errors?: { extensions?: unknown }[] };
    return retryAfterOf(body.errors?.[0]?.extensions);
  } catch {
    return SEND_ADMISSION.retryAfterMs;
  }
}

/**
 * What became of a message: sent, or not, with the server's reason when it refused the member
 * (FORBIDDEN: e.g. the other member no longer takes their messages), which trying again would not
 * change.
 */
export type SendAnswer = { sent: true } | { sent: false; refusal?: string };

/** The server's words for a refusal the member cannot retry past, from the ack or the mutation. */
function refusalOf(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const forbidden = error.errors.find((e) => e.extensions?.code === 'FORBIDDEN');
    return forbidden?.message;
  }
  const ack = error as { code?: unknown; message?: unknown } | null;
  return ack?.code === 'FORBIDDEN' && typeof ack.message === 'string' ? ack.message : undefined;
}

/**
 * Sends a message (with a file: uploaded first, `uploading` meanwhile) and appends the returned
 * one to the cached page 1: over the socket while it is
 * connected (one round trip, acknowledged), else with the GraphQL mutation. A busy server's
 * refusal is retried with back-off while `retrying` is true ("Sending…"); after the last try, or
 * on any other failure, it answers not sent (with the server's reason for a refusal) and the
 * caller keeps the text so nothing typed is lost.
 */
export function useSendMessage(chatId: string, addMessage: (message: ChatMessage) => void) {
  const [send, { loading }] = useMutation(SendMessageMutation, {
    context: { skipErrorToast: true },
  });
  const [retrying, setRetrying] = useState(false);
  const [uploading, setUploading] = useState(false);
  const client = useApolloClient();

  const attempt = async (input: SendMessageInput): Promise<SendOutcome<ChatMessage>> => {
    const acked = realtime.sendMessage(input);
    if (acked) {
      const answer = await acked;
      if (answer.ok) return { sent: fromPayload(answer.message) };
      if (answer.code === 'SERVICE_UNAVAILABLE')
        return { busy: true, retryAfterMs: answer.retryAfterMs ?? SEND_ADMISSION.retryAfterMs };
      return { busy: false, error: answer };
    }
    try {
      const { data } = await send({ variables: input });
      if (!data) return { busy: false, error: new Error('No data') };
      return { sent: unmaskFragment(ChatMessageFieldsFragment, data.sendMessage) };
    } catch (error) {
      const retryAfterMs = busyRetryAfterMs(error);
      return retryAfterMs === null ? { busy: false, error } : { busy: true, retryAfterMs };
    }
  };

  /** The file uploaded for the chat (getPresignedUrl, then the PUT), as a message's attachment. */
  const attach = async (file: File) => {
    setUploading(true);
    try {
      const fileUrl = await uploadFile(client, file, {
        type: file.type,
        folder: CHAT_FILES_FOLDER,
      });
      return { fileUrl, name: sharedFileName(file.name, CHAT.attachmentNameMax) };
    } finally {
      setUploading(false);
    }
  };

  const sendMessage = async (
    content: string,
    replyToMessageId?: string,
    file?: File,
  ): Promise<SendAnswer> => {
    let attachment: SendMessageInput['attachment'];
    if (file) {
      try {
        attachment = await attach(file);
      } catch (error) {
        console.error('Uploading the file failed', error);
        return { sent: false, refusal: errorMessage(error, 'The file could not be uploaded.') };
      }
    }
    // The reply id only when replying, so a plain message's variables stay { chatId, content }.
    const input: SendMessageInput = {
      chatId,
      content,
      ...(replyToMessageId ? { replyToMessageId } : {}),
      ...(attachment ? { attachment } : {}),
    };
    try {
      const outcome = await sendWithRetry(() => attempt(input), {
        onRetrying: () => setRetrying(true),
      });
      if ('sent' in outcome) {
        addMessage(outcome.sent);
        return { sent: true };
      }
      console.error('Sending the message failed', outcome.busy ? 'server busy' : outcome.error);
      const refusal = outcome.busy ? undefined : refusalOf(outcome.error);
      return refusal ? { sent: false, refusal } : { sent: false };
    } finally {
      setRetrying(false);
    }
  };
  return { sendMessage, sending: loading || retrying || uploading, retrying, uploading };
}
