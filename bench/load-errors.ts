// What autocannon counted as failed, without counting a timeout twice: its `errors` already include
// its `timeouts` (lib/run.js increments both), which the benches used to add up again.
import type autocannon from "autocannon";

export interface LoadErrors {
  /** Requests that failed in any way: no answer in time, a connection error, or a status other than 2xx. */
  total: number;
  /** No answer within the client's timeout. */
  timeouts: number;
  /** The connection failed or was closed by the server (refused, reset). */
  connection: number;
  /** Answered with a status other than 2xx. */
  non2xx: number;
}

export function loadErrors(r: autocannon.Result): LoadErrors {
  return { total: r.errors + r.non2xx, timeouts: r.timeouts, connection: r.errors - r.timeouts, non2xx: r.non2xx };
}

/** "0", or the total with its kinds, e.g. "12 (10 timeouts, 2 connection)". */
export function describeLoadErrors(e: LoadErrors): string {
  if (e.total === 0) return "0";
  const kinds = [
    [e.timeouts, "timeouts"],
    [e.connection, "connection"],
    [e.non2xx, "non-2xx"],
  ].filter(([n]) => Number(n) > 0);
  return `${e.total} (${kinds.map(([n, what]) => `${n} ${what}`).join(", ")})`;
}
