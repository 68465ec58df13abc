/** How often and how long a client retries a failed call: the bound on attempts and on each wait. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** First backoff; each later one doubles, up to maxBackoffMs. */
  baseMs: number;
  maxBackoffMs: number;
  /** Longest wait for a rate-limit reset; a later reset gives up at once. */
  maxResetWaitMs: number;
}

export type RetryableFailure =
  | { kind: "rate_limit"; /** x-rate-limit-reset, in ms since the epoch */ resetAtMs?: number }
  | { kind: "server" }
  | { kind: "network" };

/** A margin after the announced reset, so the retry does not arrive a tick early. */
const RESET_MARGIN_MS = 250;

/** Exponential backoff: baseMs, 2 x baseMs, 4 x baseMs ... capped at maxMs. `attempt` counts from 1. */
export function exponentialBackoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The wait before retrying after `attempt` failed, or null to give up: rate limits wait for their
 * announced reset (when it is within the bound; without one they back off), server errors and
 * unreachable servers back off exponentially; never more than maxAttempts in all.
 */
export function retryDelayMs(failure: RetryableFailure, attempt: number, nowMs: number, policy: RetryPolicy): number | null {
  if (attempt >= policy.maxAttempts) return null;
  if (failure.kind === "rate_limit" && failure.resetAtMs !== undefined) {
    const wait = failure.resetAtMs - nowMs;
    return wait > policy.maxResetWaitMs ? null : Math.max(0, wait) + RESET_MARGIN_MS;
  }
  return exponentialBackoffMs(attempt, policy.baseMs, policy.maxBackoffMs);
}
