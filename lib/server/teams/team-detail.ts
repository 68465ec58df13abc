import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { memberships, subscriptions, teams } from "@/lib/server/db/schema";
import type { MembershipLevel, TeamDetail } from "@/lib/schemas/team";

/** A team as its members see it, with member count, subscriptions and the caller's level. */
export async function teamDetail(team: typeof teams.$inferSelect, level: MembershipLevel): Promise<TeamDetail> {
  const database = await db();
  const [[{ members }], subs] = await Promise.all([
    database.select({ members: count() }).from(memberships).where(eq(memberships.teamId, team.id)),
    database.select().from(subscriptions).where(eq(subscriptions.teamId, team.id)).orderBy(desc(subscriptions.start)),
  ]);
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    logo: team.logo,
    member_count: members,
    subscriptions: subs.map((s) => ({ start: s.start.toISOString(), active: s.active, plan: { name: s.planName } })),
    invoice_email: team.invoiceEmail,
    country: team.country,
    invoice_name: team.invoiceName,
    level,
  };
}
