/** Small product rules of spec §8 and §9 around audiences (the upload rule is in billing/). */

export const SUGGESTION_MIN_USES = 5;
export const SUGGESTION_MIN_GAP_MS = 24 * 60 * 60 * 1000;

/** The targeting suggestion prompt: at least 5 related-audience uses, at multiples of 5, a day after the last one, with configs. */
export function shouldPromptSuggestion(input: { relatedUses: number; lastPromptAt: Date | null; now: Date; configCount: number }): boolean {
  const { relatedUses, lastPromptAt, now, configCount } = input;
  if (relatedUses < SUGGESTION_MIN_USES || relatedUses % SUGGESTION_MIN_USES !== 0) return false;
  if (configCount <= 0) return false;
  return lastPromptAt === null || now.getTime() - lastPromptAt.getTime() >= SUGGESTION_MIN_GAP_MS;
}

/** Campaign generation errors as the user sees them (§8). */
export function campaignGenerationMessage(serverMessage: string | null | undefined): string {
  const text = serverMessage ?? "";
  if (text.includes("Invalid access")) return "Invalid email address";
  if (text.includes("No audience found")) return "No audience found";
  return "Failed to generate campaign attributes";
}

/** Generation polls the insights record until its package has hashtags or keywords (§4). */
export const GENERATION_POLL_MS = 3000;
export const isGenerationReady = (record: { targeting_package?: { hashtags?: unknown[]; keywords?: unknown[] } | null } | null | undefined) =>
  (record?.targeting_package?.hashtags?.length ?? 0) > 0 || (record?.targeting_package?.keywords?.length ?? 0) > 0;
