import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { socialAccounts, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { SocialProfile } from "../authjs/social-profile";

/** What the account list shows of the login on the network; kept fresh on every sign-in. */
export async function rememberSocialProfile(profile: SocialProfile): Promise<void> {
  await (await db())
    .update(socialAccounts)
    .set({ extraData: { name: profile.name, username: profile.username, email: profile.email } })
    .where(and(eq(socialAccounts.provider, profile.network), eq(socialAccounts.providerAccountId, profile.uid)));
}

export async function listSocialAccounts(userId: string) {
  return (await db())
    .select({ id: socialAccounts.id, provider: socialAccounts.provider, uid: socialAccounts.providerAccountId, extra_data: socialAccounts.extraData, date_joined: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.id));
}

/** Removes one of the user's own connections; a user with no e-mail must keep one way to sign in. */
export async function disconnectSocialAccount(userId: string, id: number): Promise<void> {
  const database = await db();
  const mine = await database.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
  if (!mine.some((a) => a.id === id)) throw new AppError("not_found", "Not found.");
  const [user] = await database.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user?.email && mine.length === 1) throw new AppError("bad_request", "Your account has no e-mail; keep this login to be able to sign in.");
  await database.delete(socialAccounts).where(and(eq(socialAccounts.id, id), eq(socialAccounts.userId, userId)));
}
