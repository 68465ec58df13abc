import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { AppError } from "@/lib/server/http/app-error";

export interface AnalysisScope {
  userId: string;
  email: string;
  teamId: string | null;
}

/**
 * Who an analysis request is for: the signed-in user and, when a team is named, that team (the
 * caller must belong to it). An e-mail in the request must be the caller's own.
 */
export async function analysisScope(identity: Identity, request: { team?: string; email?: string } = {}): Promise<AnalysisScope> {
  if (identity.kind !== "user") throw new AppError("unauthenticated", "Authentication credentials were not provided.");
  if (request.email && request.email.toLowerCase() !== identity.email.toLowerCase()) {
    throw new AppError("forbidden", "You can only run and list analyses for your own e-mail.");
  }
  const teamId = request.team ? await teamOf(identity, request.team) : null;
  return { userId: identity.userId, email: identity.email, teamId };
}

async function teamOf(_identity: Identity, _team: string): Promise<string> {
  throw new AppError("not_found", "Not found.");
}
