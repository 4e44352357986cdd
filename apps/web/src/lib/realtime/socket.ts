import { SOCKET_CLIENT_OPTIONS } from '@squadup/shared';
import { getAccessToken, refreshSession } from '@/lib/session';
import { useAuthStore } from '@/stores/auth-storage';
import { useCountersStore } from '@/stores/counters';
import { closeOnSignOut } from './auth-binding';
import { deferredSocket } from './deferred-socket';
import { createRealtimeManager } from './manager';
import type { CreateSocket } from './realtime-socket';

// socket.io-client is downloaded when the connection opens (once the first screen is drawn,
// docs/decisions/0067), not as one of the frame's files (docs/decisions/0059). An event sent before
// the connection opens is not replayed: the screens fed by events read again on `initialCounts`,
// which starts every connection. Same origin: the API serves the build in production and Vite
// proxies /socket.io in development.
const loadSocketIo = async (): Promise<CreateSocket> => {
  const { io } = await import('socket.io-client');
  return (auth) =>
    io(window.location.origin, {
      ...SOCKET_CLIENT_OPTIONS,
      path: '/socket.io',
      autoConnect: false, // the manager connects once its listeners are attached
      auth,
    });
};

const createSocket: CreateSocket = (auth) => deferredSocket(loadSocketIo, auth);

/** The app's one realtime connection; opened by useRealtimeConnection, closed on sign-out. */
export const realtime = createRealtimeManager({
  createSocket,
  getToken: getAccessToken,
  refresh: refreshSession,
  counters: () => useCountersStore.getState(),
});

closeOnSignOut(realtime, useAuthStore);
