export {
  HIDDEN_PRESENCE,
  markOfflineExcept,
  presenceFor,
  recordPresence,
  visiblePresence,
  type VisiblePresence,
} from './users.presence.js';
