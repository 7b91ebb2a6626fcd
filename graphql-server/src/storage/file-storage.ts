import path from 'node:path';
import type { Config } from '../config.js';
import { LocalDiskStorage } from './local-disk.js';
import type { FileStorage } from './storage.js';

const stores = new WeakMap<Config, FileStorage>();

/** The upload store for this configuration (one per app; tests each get their own DATA_DIR). */
export function fileStorage(config: Config): FileStorage {
  let store = stores.get(config);
  if (!store) {
    store = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
    stores.set(config, store);
  }
  return store;
}
