import "server-only";
import type { z } from "zod";
import { statesAnything } from "@/lib/domain/campaigns/description/extract";
import type { generationInputSchema } from "@/lib/schemas/campaign-generation";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { ChatModelError } from "@/lib/server/chat/chat-model";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { INVALID_ACCESS } from "@/lib/server/targeting/generation/start-generation";
import { configuredParameterExtractor, type ParameterExtractor } from "./parameter-extractor";

/** The generation e-mail must be the caller's: "Invalid access" otherwise, which the spec's client shows as "Invalid email address". */
export function requireOwnEmail(own: string | null | undefined, given: string) {
  if (given.toLowerCase() !== (own ?? "").toLowerCase()) throw new AppError("bad_request", INVALID_ACCESS);
}

/** Begins with the spec's generation message, so the screen shows "Failed to generate campaign attributes". */
export const NOTHING_STATED = "Failed to generate campaign attributes: the description states no objective, budget, dates or audience.";

/**
 * POST /api/external/extract-parameters/: a description read into objective, budget, dates and
 * targeting. The e-mail must be the caller's ("Invalid access" otherwise, as the spec's client
 * expects); a team, when named, must be theirs.
 */
export async function extractParameters(identity: Identity, input: z.infer<typeof generationInputSchema>, extractor: ParameterExtractor = configuredParameterExtractor(), today = new Date().toISOString().slice(0, 10)) {
  const user = requireUser(identity);
  if (input.team) await requireTeamMember(identity, input.team);
  requireOwnEmail(user.email, input.email);
  let parameters;
  try {
    parameters = await extractor.extract(input.description, today, AbortSignal.timeout(120_000));
  } catch (e) {
    if (e instanceof ChatModelError) throw new AppError("bad_gateway", `Failed to generate campaign attributes: ${e.message}`);
    throw e;
  }
  if (!statesAnything(parameters)) throw new AppError("unprocessable", NOTHING_STATED, { description: [NOTHING_STATED] });
  return { ...parameters, source: extractor.kind };
}
