import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { socialAccounts, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { findOrCreateUserByEmail } from "@/lib/server/users/find-or-create-user";
import type { SocialProfile } from "./exchange";

function extra(profile: SocialProfile) {
  return { name: profile.name, username: profile.username, email: profile.email };
}

/**
 * The user a social login belongs to: the one it is connected to, else the user with the
 * same (network-verified) e-mail, else a new user. The login is connected on the way.
 */
export async function userForSocialLogin(profile: SocialProfile): Promise<string> {
  const database = await db();
  const [known] = await database
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, profile.network), eq(socialAccounts.uid, profile.uid)));
  if (known) {
    await database.update(socialAccounts).set({ extraData: extra(profile) }).where(and(eq(socialAccounts.provider, profile.network), eq(socialAccounts.uid, profile.uid)));
    return known.userId;
  }
  const [first, ...rest] = profile.name.split(" ");
  const userId = profile.email
    ? (await findOrCreateUserByEmail(profile.email, { firstName: first ?? "", lastName: rest.join(" ") })).id
    : (await database.insert(users).values({ firstName: first ?? "", lastName: rest.join(" ") }).returning({ id: users.id }))[0].id;
  await database.insert(socialAccounts).values({ userId, provider: profile.network, uid: profile.uid, extraData: extra(profile) }).onConflictDoNothing();
  return userId;
}

/** Connect-social mode: attach the login to the signed-in user (refused if another user has it). */
export async function connectSocialAccount(userId: string, profile: SocialProfile): Promise<void> {
  const database = await db();
  const [existing] = await database
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, profile.network), eq(socialAccounts.uid, profile.uid)));
  if (existing && existing.userId !== userId) throw new AppError("conflict", "This social account is already connected to another user.");
  if (!existing) await database.insert(socialAccounts).values({ userId, provider: profile.network, uid: profile.uid, extraData: extra(profile) });
}

export async function listSocialAccounts(userId: string) {
  return (await db())
    .select({ id: socialAccounts.id, provider: socialAccounts.provider, uid: socialAccounts.uid, extra_data: socialAccounts.extraData, date_joined: socialAccounts.createdAt })
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
