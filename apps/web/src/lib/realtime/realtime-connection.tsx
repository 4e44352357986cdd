import { useEffect, useState } from 'react';
import type { RealtimeManager } from './manager';
import { realtime } from './socket';
import { useConnectionStatus, useRealtimeConnection } from './use-realtime-connection';

// Short blips (a server restart, a network handover) heal within a retry or two: say nothing for those.
export const RECONNECTING_NOTICE_DELAY_MS = 3000;

/** Opens the realtime connection for the signed-in member and shows a quiet pill while it is lost. */
export function RealtimeConnection({ manager = realtime }: { manager?: RealtimeManager }) {
  useRealtimeConnection(manager);
  const status = useConnectionStatus(manager);
  // Mounted per lost-connection spell, so its timer starts afresh each time.
  return status === 'reconnecting' ? <ReconnectingNotice /> : null;
}

function ReconnectingNotice() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), RECONNECTING_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center md:top-20"
    >
      <span className="inline-flex items-center gap-2 rounded-full border border-border bg-background/95 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">
        <span
          aria-hidden="true"
          className="size-3 animate-spin rounded-full border-2 border-primary/20 border-t-primary"
        />
        Reconnecting…
      </span>
    </div>
  );
}
