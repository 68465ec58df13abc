import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { creatorInputSchema } from "@/lib/schemas/generation";
import { startGeneration } from "./start-generation";

/** job-title-targeting: a package for people with these job titles (each title's words together, any title). */
export function startJobTitleGeneration(identity: Identity, input: { job_titles: string[]; email: string; team?: string }) {
  const body = creatorInputSchema.parse({ how: "keywords", keyword_groups: input.job_titles.map((t) => t.split(/\s+/).filter(Boolean).slice(0, 10)), email: input.email, team: input.team });
  return startGeneration(identity, body, "job-title");
}
