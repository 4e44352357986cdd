import { useRef, useState, type MouseEvent } from 'react';
import { Bell } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCountersStore } from '@/stores/counters';
import type { NotificationsPanel as LoadedPanel } from './notifications-panel';
import { NavIconLink } from './nav-icon-link';

type Panel = typeof LoadedPanel;

// The panel's code (Radix Popover and the two previews), shared by the desktop and phone bells:
// not in the first screen's files, downloaded when a bell is first hovered, focused or pressed
// (docs/decisions/0073-the-bell-opens-a-panel.md).
let loaded: Panel | null = null;
let loading: Promise<Panel | null> | null = null;

/** Downloads the panel once; answers it, or null when the download failed (tried again later). */
function loadPanel(): Promise<Panel | null> {
  loading ??= import('./notifications-panel').then(
    (module) => (loaded = module.NotificationsPanel),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

const opensInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The bell: a link to /notifications (a new tab, or no script, still opens the page) whose plain
 * click or Enter opens a panel with the newest requests and activity instead. Its badge counts
 * pending requests plus unread activity.
 */
export function NotificationsBell() {
  const count = useCountersStore((s) => s.friendRequestCount + s.activityCount);
  const [Panel, setPanel] = useState<Panel | null>(() => loaded);
  // The location the panel was opened at: any navigation (a link in it, Back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const { key } = useLocation();
  const navigate = useNavigate();
  const bell = useRef<HTMLAnchorElement>(null);
  const open = openAt === key;

  const preload = () => {
    if (!Panel) void loadPanel().then((panel) => panel && setPanel(() => panel));
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensInPlace(event)) return;
    event.preventDefault();
    if (open) {
      setOpenAt(null);
      return;
    }
    void loadPanel().then((panel) => {
      if (!panel) {
        void navigate('/notifications'); // the panel could not load: the page still can
        return;
      }
      setPanel(() => panel);
      setOpenAt(key);
    });
  };

  return (
    <>
      <NavIconLink
        ref={bell}
        to="/notifications"
        label="Notifications"
        icon={Bell}
        count={count}
        countLabel="notifications"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      />
      {Panel ? (
        <Panel
          open={open}
          anchor={bell}
          onClose={() => setOpenAt(null)}
          returnFocus={openAt === null || openAt === key}
        />
      ) : null}
    </>
  );
}
