import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { teams } from "@/lib/server/db/schema";
import type { UpdateTeam } from "@/lib/schemas/team";

export async function updateTeam(teamId: string, changes: UpdateTeam & { logo?: string | null }) {
  const set: Partial<typeof teams.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.invoice_email !== undefined) set.invoiceEmail = changes.invoice_email || null;
  if (changes.country !== undefined) set.country = changes.country || null;
  if (changes.invoice_name !== undefined) set.invoiceName = changes.invoice_name || null;
  if (changes.logo !== undefined) set.logo = changes.logo;
  const [row] = Object.keys(set).length
    ? await (await db()).update(teams).set(set).where(eq(teams.id, teamId)).returning()
    : await (await db()).select().from(teams).where(eq(teams.id, teamId));
  return row;
}

export async function deleteTeam(teamId: string): Promise<void> {
  await (await db()).delete(teams).where(eq(teams.id, teamId));
}
