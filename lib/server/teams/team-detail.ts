import "server-only";
import { count, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { memberships, teams } from "@/lib/server/db/schema";
import { ownerSubscriptionRows, toSubscriptionLike } from "@/lib/server/billing/subscription-rows";
import type { MembershipLevel, TeamDetail } from "@/lib/schemas/team";

/** A team as its members see it, with member count, subscriptions and the caller's level. */
export async function teamDetail(team: typeof teams.$inferSelect, level: MembershipLevel): Promise<TeamDetail> {
  const database = await db();
  const [[{ members }], subs] = await Promise.all([
    database.select({ members: count() }).from(memberships).where(eq(memberships.teamId, team.id)),
    ownerSubscriptionRows({ kind: "team", teamId: team.id }),
  ]);
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    logo: team.logo,
    member_count: members,
    subscriptions: subs.map((s) => toSubscriptionLike(s, new Date())),
    invoice_email: team.invoiceEmail,
    country: team.country,
    invoice_name: team.invoiceName,
    level,
  };
}
