/**
 * Web Storage that never throws. Some in-app browsers (private Safari, locked-down webviews)
 * throw on access; there the value lives in memory for the life of the page instead.
 */
export type StorageKind = 'session' | 'local';

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

function browserStorage(kind: StorageKind): Storage | null {
  try {
    const storage = kind === 'session' ? window.sessionStorage : window.localStorage;
    const probe = '__probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function createSafeStorage(kind: StorageKind): SafeStorage {
  const memory = new Map<string, string>();
  const storage = () => browserStorage(kind);
  return {
    get(key) {
      const real = storage();
      return real ? real.getItem(key) : (memory.get(key) ?? null);
    },
    set(key, value) {
      const real = storage();
      try {
        if (real) {
          real.setItem(key, value);
          return;
        }
      } catch {
        // quota exceeded: fall through to memory
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      storage()?.removeItem(key);
    },
    clear() {
      memory.clear();
      storage()?.clear();
    },
  };
}

export const sessionStore = createSafeStorage('session');
export const localStore = createSafeStorage('local');
