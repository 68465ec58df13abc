import "server-only";
import { and, eq, or } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { memberships, teams } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A team by slug or by id (the spec's paths use both), or null. */
export async function findTeamByRef(ref: unknown) {
  if (typeof ref !== "string" || !ref || ref.length > 100) return null;
  const key = ref.toLowerCase();
  const rows = await (await db())
    .select()
    .from(teams)
    .where(UUID.test(key) ? or(eq(teams.id, key), eq(teams.slug, key)) : eq(teams.slug, key))
    .limit(1);
  return rows[0] ?? null;
}

export type TeamAccess = NonNullable<Awaited<ReturnType<typeof requireTeamMember>>>;

/**
 * The caller's membership of the team named in the path. Anyone who is not a member gets the
 * same 404 as for a team that does not exist (no probing for names); members who are not
 * admins get 403 on admin actions.
 */
export async function requireTeamMember(identity: Identity, ref: unknown, need: "member" | "admin" = "member") {
  const user = requireUser(identity);
  const team = await findTeamByRef(ref);
  const [membership] = team
    ? await (await db())
        .select()
        .from(memberships)
        .where(and(eq(memberships.teamId, team.id), eq(memberships.userId, user.userId)))
    : [];
  if (!team || !membership) throw new AppError("not_found", "Not found.");
  if (need === "admin" && membership.level !== "admin") {
    throw new AppError("forbidden", "You do not have permission to perform this action.");
  }
  return { team, membership, user };
}
