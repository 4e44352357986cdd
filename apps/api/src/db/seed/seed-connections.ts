import type { Database } from '../client.js';

/** Stub: demo connections in every state, with chats for accepted ones (work in progress). */
export async function seedDemoConnections(_tx: Database): Promise<void> {}
