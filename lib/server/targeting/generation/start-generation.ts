import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { targetingGenerations } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { sensitiveRefusal } from "@/lib/domain/targeting/generation/sensitive";
import type { CreatorInput } from "@/lib/schemas/generation";
import { runGeneration } from "./run-generation";

/** The spec's client turns a message containing "Invalid access" into "Invalid email address". */
export const INVALID_ACCESS = "Invalid access: the e-mail must be the one you signed in with.";

/**
 * Records a generation job and starts it in the background; the caller polls its insights by id.
 * The e-mail must be the caller's own; a team, when named, must be theirs; sensitive categories
 * are refused before anything is written.
 */
export async function startGeneration(identity: Identity, input: CreatorInput, kind: "native-pack" | "description-analyzer" | "job-title") {
  const user = requireUser(identity);
  const teamId = input.team ? (await requireTeamMember(identity, input.team)).team.id : null;
  if (input.email.toLowerCase() !== (user.email ?? "").toLowerCase()) throw new AppError("bad_request", INVALID_ACCESS);
  const text = [input.description, ...input.keyword_groups.flat()].join(" ");
  const refusal = sensitiveRefusal(text);
  if (refusal) throw new AppError("bad_request", refusal, { [input.how === "keywords" ? "keyword_groups" : "description"]: [refusal] });
  const [row] = await (await db())
    .insert(targetingGenerations)
    .values({ userId: user.userId, teamId, kind, input: { ...input, team: undefined } })
    .returning({ id: targetingGenerations.id });
  void runGeneration(row.id);
  return { id: row.id };
}
