import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { teams } from "@/lib/server/db/schema";
import type { PublicTeamInfo } from "@/lib/schemas/team";

/** Public branding of a team by slug, or null when there is no such team. */
export async function getPublicTeamInfo(slug: string): Promise<PublicTeamInfo | null> {
  const rows = await (await db())
    .select({ id: teams.id, slug: teams.slug, name: teams.name, logo: teams.logo })
    .from(teams)
    .where(eq(teams.slug, slug.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}
