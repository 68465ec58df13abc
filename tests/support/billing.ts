import { db } from "@/lib/server/db";
import { teams, userGroups } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { eq } from "drizzle-orm";
import { addMember } from "./team-members";
import { signedInCaller } from "./auth";

/** A team with an admin (alice) and a member (bob), its billing details filled in unless told otherwise. */
export async function billingTeam(slug: string, options: { details?: boolean } = {}) {
  const admin = await signedInCaller(`admin@${slug}.example`);
  const member = await signedInCaller(`member@${slug}.example`);
  const team = await createTeam(admin.userId, { name: `${slug} Ltd`, slug });
  await addMember(team.id, member.userId);
  if (options.details !== false) {
    await (await db()).update(teams).set({ invoiceEmail: `billing@${slug}.example`, country: "France", invoiceName: `${slug} SAS` }).where(eq(teams.id, team.id));
  }
  return { admin, member, team };
}

export async function joinGroup(userId: string, name: string) {
  await (await db()).insert(userGroups).values({ userId, name }).onConflictDoNothing();
}
