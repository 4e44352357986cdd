import { useCallback, useMemo, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@squadup/shared';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import { ChatMessageFieldsFragment, GetMessagesForChatQuery } from '../api/chat-operations';
import {
  fromPayload,
  isVisible,
  mergeMessages,
  toMessageRef,
  unmaskMessages,
  type ChatMessage,
  type MessageRef,
} from '../lib/messages';

const LIMIT = PAGE_SIZE.messages;
/**
 * Pages a catch-up reads at most to reach what is shown (50 messages). A longer gap shows the
 * newest pages fetched and drops the older ones shown, so no message is ever missing in between.
 */
const CATCH_UP_PAGES = 5;

interface Options {
  viewerId: string | undefined;
  /** A message from the other member was added (scroll down, mark read). */
  onReceive: () => void;
}

/**
 * One conversation's messages: page 1 is a watched cache-and-network query that
 * sends and socket events update in the cache; older pages, loaded on demand, are held here and
 * receive the same updates. Mount it keyed by chat so opening a chat starts again from page 1.
 */
export function useChatMessages(chatId: string, { viewerId, onReceive }: Options) {
  const client = useApolloClient();
  const variables = useMemo(() => ({ chatId, page: 1, limit: LIMIT }), [chatId]);
  const { data, error } = useQuery(GetMessagesForChatQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [nextPage, setNextPage] = useState(2);
  const [olderExhausted, setOlderExhausted] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const busy = useRef(false);

  const pageOne = data?.getMessagesForChat;
  const messages = useMemo(
    () => mergeMessages(older, unmaskMessages(pageOne ?? []), viewerId),
    [older, pageOne, viewerId],
  );
  // A short page means the start of the conversation has been reached.
  const noMore = Boolean(pageOne) && (olderExhausted || (pageOne?.length ?? 0) < LIMIT);
  const hasMore = Boolean(pageOne) && !noMore;
  // Older pages were asked for: the start was reached by scrolling, not just shown on opening.
  const pagedBack = nextPage > 2;

  const updatePageOne = useCallback(
    (recipe: (refs: MessageRef[]) => MessageRef[]) => {
      client.cache.updateQuery({ query: GetMessagesForChatQuery, variables }, (current) =>
        current ? { getMessagesForChat: recipe(current.getMessagesForChat) } : current,
      );
    },
    [client, variables],
  );

  /** Appends a message to the cached page 1 unless it is already shown. */
  const addMessage = useCallback(
    (message: ChatMessage) =>
      updatePageOne((refs) =>
        refs.some((ref) => ref._id === message._id) ? refs : [...refs, toMessageRef(message)],
      ),
    [updatePageOne],
  );

  /**
   * Quotes `content` in every reply to `messageId` that is held (null: the original was deleted),
   * as the API quotes it when the page is fetched again.
   */
  const requote = useCallback(
    (messageId: string, content: string | null) => {
      const current = client.cache.readQuery({ query: GetMessagesForChatQuery, variables });
      for (const reply of unmaskMessages(current?.getMessagesForChat ?? [])) {
        if (reply.reply_to_message_id !== messageId) continue;
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Message', _id: reply._id }),
          fields: { reply_to_message_content: () => content },
        });
      }
      setOlder((list) =>
        list.map((m) =>
          m.reply_to_message_id === messageId ? { ...m, reply_to_message_content: content } : m,
        ),
      );
    },
    [client, variables],
  );

  /** Merges new fields into the message, wherever it is held. */
  const applyUpdate = useCallback(
    (message: ChatMessage) => {
      // The typename lets the cache normalise the write onto the existing Message entry.
      const entry = { __typename: 'Message' as const, ...message };
      client.cache.writeFragment({
        id: client.cache.identify(entry),
        fragment: ChatMessageFieldsFragment,
        data: entry,
      });
      setOlder((list) => list.map((m) => (m._id === message._id ? { ...m, ...message } : m)));
      // An edit shows in the replies' quotes at once.
      requote(message._id, message.is_deleted ? null : message.content);
    },
    [client, requote],
  );

  const removeMessage = useCallback(
    (messageId: string) => {
      // Marked deleted, not evicted: page 1 keeps its length, so a deletion never makes a full
      // page look short (which would show 'No more messages' with older pages still unread).
      // Deleted messages are filtered out of what is shown, as the API's own deleted rows are.
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Message', _id: messageId }),
        fields: { is_deleted: () => true, content: () => '' },
      });
      setOlder((list) => list.filter((m) => m._id !== messageId));
      // Its words leave the replies' quotes too: they read "Original message deleted".
      requote(messageId, null);
    },
    [client, requote],
  );

  const loadOlder = useCallback(async () => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setLoadingOlder(true);
    try {
      const result = await client.query({
        query: GetMessagesForChatQuery,
        variables: { chatId, page: nextPage, limit: LIMIT },
        fetchPolicy: 'network-only',
      });
      const page = unmaskMessages(result.data?.getMessagesForChat ?? []);
      setOlder((list) => [...page, ...list]);
      setNextPage(nextPage + 1);
      if (page.length < LIMIT) setOlderExhausted(true);
    } catch (cause) {
      // Loading older messages fails silently (console only); scrolling retries.
      console.error('Loading older messages failed', cause);
    } finally {
      busy.current = false;
      setLoadingOlder(false);
    }
  }, [client, chatId, nextPage, hasMore]);

  // After a reconnection (once the room is joined again: the caller passes it to useChatRoom),
  // catch up on what arrived while disconnected, newest page first, until a page reaches a message already shown (or the conversation's
  // start). Fetched outside the cache and merged, so what is shown is never cut short. Messages
  // from the other member that were not shown yet count as received (marked read
  // and scrolled to), as they would have been had the socket stayed up.
  const catchUp = useCallback(async () => {
    const shownNow = () => {
      const current = client.cache.readQuery({ query: GetMessagesForChatQuery, variables });
      if (!current) return null;
      return new Set([
        ...current.getMessagesForChat.map((ref) => ref._id),
        ...older.map((m) => m._id),
      ]);
    };
    const fetched: ChatMessage[] = [];
    let reached = false;
    for (let page = 1; page <= CATCH_UP_PAGES && !reached; page += 1) {
      const { data: fresh } = await client.query({
        query: GetMessagesForChatQuery,
        variables: { chatId, page, limit: LIMIT },
        fetchPolicy: 'no-cache',
      });
      const batch = unmaskMessages(fresh?.getMessagesForChat ?? []);
      fetched.push(...batch);
      const shown = shownNow();
      reached = batch.length < LIMIT || !shown || batch.some((m) => shown.has(m._id));
    }
    // Read at arrival, not at the event: page 1 may have loaded or changed meanwhile.
    const shown = shownNow();
    // Page 1 still loading: it brings the newest messages itself, and opening marks read.
    if (!shown) return;
    if (!reached) {
      // Too long a gap: start again from what was just fetched; scrolling up loads the rest.
      updatePageOne(() => fetched.map(toMessageRef));
      setOlder([]);
      setNextPage(CATCH_UP_PAGES + 1);
      setOlderExhausted(false);
    }
    let received = false;
    for (const message of fetched) {
      if (shown.has(message._id)) {
        applyUpdate(message);
        continue;
      }
      if (reached) addMessage(message);
      if (message.sender_id !== viewerId && isVisible(message, viewerId)) received = true;
    }
    if (received) onReceive();
  }, [
    client,
    chatId,
    variables,
    older,
    updatePageOne,
    applyUpdate,
    addMessage,
    viewerId,
    onReceive,
  ]);
  useSocketEvent('receiveMessage', (payload) => {
    if (payload.chat_id !== chatId || payload.sender_id === viewerId) return;
    const known = (m: { _id: string }) => m._id === payload._id;
    if (pageOne?.some(known) || older.some(known)) return;
    addMessage(fromPayload(payload));
    onReceive();
  });
  useSocketEvent('updateMessage', (payload) => {
    if (payload.chat_id !== chatId) return;
    // A room's copy carries no read receipts (each member's own to see): the held ones stay.
    const held = messages.find((m) => m._id === payload._id);
    applyUpdate({ ...fromPayload(payload), read_by: held?.read_by ?? [] });
  });
  useSocketEvent('deleteMessage', (deleted) => {
    if (deleted.chat_id === chatId) removeMessage(deleted._id);
  });

  return {
    messages,
    initialLoading: !pageOne && !error,
    error: pageOne ? undefined : error,
    hasMore,
    noMore,
    pagedBack,
    loadingOlder,
    loadOlder,
    addMessage,
    applyUpdate,
    removeMessage,
    catchUp: () => {
      catchUp().catch((cause: unknown) => console.error('Catching up on messages failed', cause));
    },
  };
}
