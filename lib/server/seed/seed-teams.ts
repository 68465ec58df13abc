import "server-only";
import type { Database } from "@/lib/server/db/client";
import { teams } from "@/lib/server/db/schema";

/** Demo teams: the default local team and a customer with its own sub-domain (acme.localhost). */
export const DEMO_TEAMS = [
  { slug: "local", name: "Murmur Local", logo: null },
  { slug: "acme", name: "Acme Media", logo: "/_static/demo/acme-logo.svg" },
] as const;

export async function seedTeams(db: Database): Promise<void> {
  await db.insert(teams).values(DEMO_TEAMS.map((t) => ({ ...t }))).onConflictDoNothing({ target: teams.slug });
}
