import type { RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router-dom';
import { RequestPreview } from '@/features/connections/components/request-preview';
import { ActivityPreview } from '@/features/notifications/components/activity-preview';

interface NotificationsPanelProps {
  open: boolean;
  /** The bell it hangs from, and where focus returns when the panel is dismissed. */
  anchor: RefObject<HTMLAnchorElement | null>;
  onClose: () => void;
  /** False when a navigation closed it: the new screen keeps the focus. */
  returnFocus: boolean;
}

const footerLink =
  'flex-1 rounded-lg px-3 py-2 text-center text-sm font-semibold text-primary transition-colors ' +
  'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * The bell's panel: pending connection requests (answered in place) and the newest activity, with
 * links to the whole Notifications page and to Contacts. Not modal: a click outside closes it and
 * still lands; Escape closes it and gives focus back to the bell. It composes two features, so it
 * lives with the frame.
 */
export function NotificationsPanel({
  open,
  anchor,
  onClose,
  returnFocus,
}: NotificationsPanelProps) {
  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notifications-panel-title"
          // The bell toggles the panel itself: a press on it is not a click outside.
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus) anchor.current?.focus();
          }}
          className="z-50 flex max-h-[min(36rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] origin-top-right animate-pop-in flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-lifted"
        >
          <h2 id="notifications-panel-title" className="px-4 pt-3.5 pb-1 text-base font-semibold">
            Notifications
          </h2>
          <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-2 pb-2">
            <RequestPreview />
            <ActivityPreview />
          </div>
          <div className="flex gap-1 border-t border-border p-1.5">
            <Link to="/notifications" className={footerLink}>
              See all notifications
            </Link>
            <Link to="/contacts" className={footerLink}>
              Contacts
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
