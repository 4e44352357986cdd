import type { Database } from '../client.js';

/** Stub: the demo members' skills and profile sections (people/profiles work in progress). */
export async function seedDemoProfiles(_tx: Database): Promise<void> {}
