// The presence module's public surface (who is online, to whom: docs/decisions/0032): the socket
// layer keeps it through these functions, the loaders and presenters read it.
export {
  HIDDEN_PRESENCE,
  markOfflineExcept,
  recordPresence,
  storedPresence,
  visiblePresence,
} from './presence.js';
export { presenceLoaders } from './presence.loaders.js';
