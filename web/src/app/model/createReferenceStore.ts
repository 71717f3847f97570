const STORAGE_KEY = 'avatarium.signUpReference';
const MAX_LENGTH = 200;
const PARAMETERS = ['ref', 'reference'] as const;

/** The bit of Web Storage we need (localStorage in the app, a map in tests). */
export interface ReferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ReferenceStore {
  /** Keeps the `ref` (or `reference`) of a landing URL's query; a newer landing replaces an older one. */
  capture(search: string): void;
  /** The reference waiting to be sent, if any. */
  pending(): string | null;
  /** Forgets the reference once the server has it. */
  clear(): void;
}

/**
 * Spec 002 4.7: a sign-up reference from a landing link is stored until a signed-in session
 * sends it once. Storage that refuses (private mode, quota) is treated as empty: the
 * reference is a nicety, never a reason to fail.
 */
export function createReferenceStore(storage: ReferenceStorage | null): ReferenceStore {
  const attempt = <T>(action: () => T, otherwise: T): T => {
    try {
      return storage ? action() : otherwise;
    } catch {
      return otherwise;
    }
  };

  return {
    capture(search) {
      const params = new URLSearchParams(search);
      const value = PARAMETERS.map((name) => params.get(name)?.trim()).find((candidate) => candidate);
      if (!value) return;
      attempt(() => storage?.setItem(STORAGE_KEY, value.slice(0, MAX_LENGTH)), undefined);
    },
    pending() {
      const value = attempt(() => storage?.getItem(STORAGE_KEY) ?? null, null)?.trim();
      return value ? value : null;
    },
    clear() {
      attempt(() => storage?.removeItem(STORAGE_KEY), undefined);
    },
  };
}
