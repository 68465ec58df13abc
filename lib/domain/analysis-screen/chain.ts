/** Spec §9: a request still loading after this long on the same query is flagged as taking too long. */
export const TOOK_TOO_LONG_MS = 30_000;

export interface ChainStep<K extends string> {
  key: K;
  /** Does the work (and reports its own result); rejects on failure. */
  run: (signal: AbortSignal) => Promise<void>;
  /** A failure here stops the chain: later groups need its answer. */
  required?: boolean;
}

export interface ChainHooks<K extends string> {
  started(key: K): void;
  tookTooLong(key: K): void;
  failed(key: K, error: unknown): void;
}

export interface ChainOptions<K extends string> {
  signal: AbortSignal;
  hooks: ChainHooks<K>;
  tooLongMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const isAbort = (e: unknown) => (e as { name?: string } | null)?.name === "AbortError";

/**
 * Spec §4 chained requests: groups run one after another, the steps of a group in parallel. Each
 * step is flagged as taking too long if it still runs after `tooLongMs`. An aborted chain (a new
 * query) starts nothing more and reports nothing more.
 */
export async function runChain<K extends string>(groups: ChainStep<K>[][], o: ChainOptions<K>): Promise<"done" | "stopped" | "aborted"> {
  const setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const tooLong = o.tooLongMs ?? TOOK_TOO_LONG_MS;
  for (const group of groups) {
    if (o.signal.aborted) return "aborted";
    let stop = false;
    await Promise.all(
      group.map(async (step) => {
        o.hooks.started(step.key);
        const timer = setTimer(() => {
          if (!o.signal.aborted) o.hooks.tookTooLong(step.key);
        }, tooLong);
        try {
          await step.run(o.signal);
        } catch (e) {
          if (o.signal.aborted || isAbort(e)) return;
          o.hooks.failed(step.key, e);
          if (step.required) stop = true;
        } finally {
          clearTimer(timer);
        }
      }),
    );
    if (o.signal.aborted) return "aborted";
    if (stop) return "stopped";
  }
  return "done";
}
