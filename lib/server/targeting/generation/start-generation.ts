import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { targetingGenerations } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { sensitiveRefusal } from "@/lib/domain/targeting/generation/sensitive";
import type { CreatorInput } from "@/lib/schemas/generation";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { nudgeJobWorker } from "@/lib/server/jobs/worker-signal";
import { generationJob } from "./run-generation";

/** The spec's client turns a message containing "Invalid access" into "Invalid email address". */
export const INVALID_ACCESS = "Invalid access: the e-mail must be the one you signed in with.";

/**
 * Records a generation and queues its job (lib/server/jobs); the caller polls its insights by id.
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
  const database = await db();
  // The record and its job commit together: no record without a job to finish it.
  const id = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(targetingGenerations)
      .values({ userId: user.userId, teamId, kind, input: { ...input, team: undefined } })
      .returning({ id: targetingGenerations.id });
    await enqueueJob(generationJob, { generationId: row.id }, { ownerUserId: user.userId, ownerTeamId: teamId, dedupeKey: `targeting.generate:${row.id}`, db: tx as unknown as typeof database });
    return row.id;
  });
  nudgeJobWorker(); // now that the job is committed and visible to the worker
  return { id };
}
