import "server-only";
import { config } from "@/lib/server/config";
import { AppError } from "@/lib/server/http/app-error";
import type { AnalysisQuery } from "@/lib/schemas/analysis";

export const TOO_LONG = "The request took too long to process";

/** Conversation analyses over their time budget answer with the spec's detail instead of failing. */
export async function withinBudget<T>(q: AnalysisQuery, work: () => Promise<T>): Promise<T> {
  if (q.type !== "conversation") return work();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError("unprocessable", TOO_LONG, undefined, { "retry-after": "30" })), config().ANALYSIS_CONVERSATION_BUDGET_MS);
  });
  const running = work();
  // The work may still finish after the answer went out (and fill the cache); its failure is then moot.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, late]);
  } finally {
    clearTimeout(timer);
  }
}
