import "server-only";

export interface TimedMemo<T> {
  /** The value, loaded again when older than the memo's lifetime (a failed load is not kept). */
  get(now?: number): Promise<T>;
  /** Load again on the next `get` (after a change this process made). */
  forget(): void;
}

/** One value per server process, read at most once per `ttlMs`: for public pages' reads that change rarely. */
export function timedMemo<T>(ttlMs: number, load: () => Promise<T>): TimedMemo<T> {
  let memo: { at: number; value: Promise<T> } | undefined;
  return {
    get(now = Date.now()) {
      if (!memo || now - memo.at > ttlMs) {
        const value = load();
        const entry = { at: now, value };
        memo = entry;
        value.catch(() => {
          if (memo === entry) memo = undefined;
        });
      }
      return memo.value;
    },
    forget() {
      memo = undefined;
    },
  };
}
