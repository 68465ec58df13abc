import "server-only";
import type { AnalysisScope } from "./scope";
import { loadSections } from "./load-report";

/** Accounts whose bios or posts match keywords (any of them): the audience size and sample accounts. */
export async function accountsForKeywords(scope: AnalysisScope, keywords: string[]) {
  const query = keywords.map((k) => (/\s/.test(k) ? `"${k.replace(/"/g, "")}"` : k)).join(" OR ");
  const result = await loadSections(scope, { query_type: "keyword", query }, ["audience_size", "sample_accounts"]);
  return { audience_creator_query_id: result.audience_creator_query_id, audience: result.audience, accounts: (result.sample_accounts as { rows: unknown[] }).rows };
}
