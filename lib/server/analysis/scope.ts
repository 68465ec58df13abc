import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { AppError } from "@/lib/server/http/app-error";

export interface AnalysisScope {
  userId: string;
  email: string | null;
  teamId: string | null;
}

/**
 * Who an analysis request is for: the signed-in user and, when a team is named, that team (the
 * caller must belong to it; others get the same 404 as for no such team). An e-mail in the
 * request must be the caller's own.
 */
export async function analysisScope(identity: Identity, request: { team?: string; email?: string } = {}): Promise<AnalysisScope> {
  const user = requireUser(identity);
  if (request.email && request.email.toLowerCase() !== (user.email ?? "").toLowerCase()) {
    throw new AppError("forbidden", "You can only run and list analyses for your own e-mail.");
  }
  const teamId = request.team ? (await requireTeamMember(identity, request.team)).team.id : null;
  return { userId: user.userId, email: user.email, teamId };
}
