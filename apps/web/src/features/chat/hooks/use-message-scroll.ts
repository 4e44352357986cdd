import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { CHAT } from '@squadup/shared';
import type { ChatMessage } from '../lib/messages';

interface Options {
  messages: readonly ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** Set by a send or a received message: the next append scrolls down wherever the reader is. */
  stickRef: RefObject<boolean>;
}

/**
 * The message log's scrolling: it opens at the bottom; new messages scroll it down
 * only when the reader is within CHAT.autoScrollThresholdPx of the bottom or has just sent or
 * received; within CHAT.loadOlderThresholdPx of the top the next older page loads, and the view
 * stays on the same message when that page is prepended.
 */
export function useMessageScroll({
  messages,
  hasMore,
  loadingOlder,
  loadOlder,
  stickRef,
}: Options) {
  const logRef = useRef<HTMLDivElement>(null);
  // Measured on every scroll, i.e. before new content changes the height.
  const distanceFromBottom = useRef(0);
  const edges = useRef<{ first?: string; last?: string }>({});

  useLayoutEffect(() => {
    const log = logRef.current;
    const first = messages[0]?._id;
    const last = messages.at(-1)?._id;
    const previous = edges.current;
    edges.current = { first, last };
    if (!log || !last) return;
    const appended = last !== previous.last;
    const prepended = !appended && first !== previous.first;
    if (
      stickRef.current ||
      (appended && distanceFromBottom.current <= CHAT.autoScrollThresholdPx)
    ) {
      log.scrollTop = log.scrollHeight;
      distanceFromBottom.current = 0;
      stickRef.current = false;
    } else if (prepended) {
      log.scrollTop = log.scrollHeight - log.clientHeight - distanceFromBottom.current;
    }
  }, [messages, stickRef]);

  // Content that grows under a reader at the bottom (a squad chat's sender names arriving with
  // the chat list, a photo loading) keeps them at the bottom, as a new message would.
  useEffect(() => {
    const log = logRef.current;
    const content = log?.firstElementChild;
    if (!log || !content) return;
    const observer = new ResizeObserver(() => {
      if (distanceFromBottom.current > CHAT.autoScrollThresholdPx) return;
      log.scrollTop = log.scrollHeight;
      distanceFromBottom.current = 0;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // A first page too short to scroll could never reach the top threshold: load on until it scrolls.
  useEffect(() => {
    const log = logRef.current;
    if (!log || !hasMore || loadingOlder || log.clientHeight === 0) return;
    if (log.scrollHeight <= log.clientHeight) void loadOlder();
  }, [messages, hasMore, loadingOlder, loadOlder]);

  const onScroll = useCallback(() => {
    const log = logRef.current;
    if (!log) return;
    distanceFromBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight;
    if (log.scrollTop <= CHAT.loadOlderThresholdPx && hasMore && !loadingOlder) void loadOlder();
  }, [hasMore, loadingOlder, loadOlder]);

  return { logRef, onScroll };
}
