import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { memberships, teams } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { slugify } from "@/lib/domain/slug";
import { teamDetail } from "./team-detail";

/** Creates a team with the caller as its admin. Without a slug one is made from the name. */
export async function createTeam(userId: string, input: { name: string; slug?: string }) {
  const database = await db();
  const base = input.slug ?? slugify(input.name);
  if (!base) throw new AppError("bad_request", "Enter a valid team slug.", { slug: ["Enter a valid team slug."] });
  let slug = base;
  for (let n = 2; (await database.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug))).length; n++) {
    if (input.slug) throw new AppError("conflict", "This team address is taken.", { slug: ["This team address is taken."] });
    slug = `${base.slice(0, 58)}-${n}`;
  }
  const team = await database.transaction(async (tx) => {
    const [created] = await tx.insert(teams).values({ name: input.name, slug }).returning();
    await tx.insert(memberships).values({ teamId: created.id, userId, level: "admin" });
    return created;
  });
  return teamDetail(team, "admin");
}
