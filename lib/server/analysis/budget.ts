import "server-only";
import { config } from "@/lib/server/config";
import { AppError } from "@/lib/server/http/app-error";
import type { AnalysisQuery } from "@/lib/schemas/analysis";

export const TOO_LONG = "The request took too long to process";

/** Conversation analyses over their time budget answer with the spec's detail instead of failing. */
export async function withinBudget<T>(q: AnalysisQuery, work: () => Promise<T>): Promise<T> {
  if (q.type !== "conversation") return work();
  const budget = config().ANALYSIS_CONVERSATION_BUDGET_MS;
  const tooLong = () => new AppError("unprocessable", TOO_LONG, undefined, { "retry-after": "30" });
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooLong()), budget);
  });
  const running = work();
  // The work may still finish after the answer went out (and fill the cache); its failure is then moot.
  running.catch(() => undefined);
  try {
    const result = await Promise.race([running, late]);
    // The in-process database can finish without yielding to timers: judge by the clock too.
    if (performance.now() - started > budget) throw tooLong();
    return result;
  } finally {
    clearTimeout(timer);
  }
}
