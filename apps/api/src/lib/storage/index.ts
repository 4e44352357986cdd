import { join } from 'node:path';
import { UPLOADS } from '@squadup/shared';
import type { Config } from '../../config-types.js';
import { LocalObjectStore } from './local-store.js';
import type { ObjectStore } from './object-store.js';
import { S3ObjectStore } from './s3-store.js';
import { uploadSigningKey } from './signing.js';

export type { ObjectStore } from './object-store.js';
export { LocalObjectStore } from './local-store.js';
export { S3ObjectStore } from './s3-store.js';

/** The local store of this configuration (DATA_DIR/uploads, signed with a key from JWT_SECRET). */
export function createLocalStore(config: Config, now?: () => number): LocalObjectStore {
  return new LocalObjectStore({
    root: join(config.dataDir, 'uploads'),
    secret: uploadSigningKey(config.jwtSecret),
    maxBytes: UPLOADS.maxBytes,
    now,
  });
}

// One store per configuration: the S3 client keeps connections and credentials between requests.
const stores = new WeakMap<Config, ObjectStore>();

/** S3 when S3_BUCKET is set, else the local store. */
export function objectStoreFor(config: Config): ObjectStore {
  let store = stores.get(config);
  if (!store) {
    const { bucket } = config.s3;
    store = bucket ? new S3ObjectStore(config.s3, bucket) : createLocalStore(config);
    stores.set(config, store);
  }
  return store;
}
