import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { isTokenValid } from '@/lib/jwt';
import { setSessionNavigator } from '@/lib/session';
import { useAuthStore } from '@/stores/auth-storage';
import { AppProviders } from './providers';
import { routes } from './routes';
import type { ScreenHandle } from './screen-handle';

const router = createBrowserRouter(routes);

// A returning member opening a signed-in address: download the layout and the screen while the stored
// session is being checked, instead of after (one round trip less before the first signed-in paint).
// A visitor opening a shared post or profile gets the same head start for the pages they may read.
// Its screen's first queries go out now too, with the stored token when it has not expired (an
// expired one is renewed by the session check first; the screen asks then).
const { user, token } = useAuthStore.getState();
const storedMember = Boolean(user);
const usableToken = storedMember && token && isTokenValid(token) ? token : null;
for (const match of router.state.matches) {
  const handle = match.route.handle as ScreenHandle | undefined;
  if (handle?.prefetch && usableToken) handle.prefetch(usableToken);
  if (!handle || (!storedMember && !handle.readableSignedOut)) continue;
  // A failed download is retried and reported by the screen's own lazy() when it renders.
  handle.preload().catch(() => undefined);
}

// An ended session (failed refresh) sends the member to /login as a client-side navigation.
setSessionNavigator((to) => void router.navigate(to, { replace: true }));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
