import { useRelationSync } from '../hooks/use-relation-sync';

/**
 * Renders nothing: mounted once in the signed-in layout so that connection changes made by others
 * (a request received, a request accepted) reach the lists, cards and profiles on screen live.
 */
export function RelationSync() {
  useRelationSync();
  return null;
}
