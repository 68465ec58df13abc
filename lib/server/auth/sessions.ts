import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { sessions, users } from "@/lib/server/db/schema";
import { hashSecret, randomSecret } from "./secrets";
import { SESSION_MAX_AGE_S } from "./cookies";

export interface NewSession {
  id: string;
  token: string;
  csrf: string;
}

export async function createSession(userId: string, now = new Date()): Promise<NewSession> {
  const token = randomSecret();
  const csrf = randomSecret();
  const database = await db();
  await database.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  const [row] = await database
    .insert(sessions)
    .values({
      tokenHash: hashSecret(token),
      csrfHash: hashSecret(csrf),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000),
    })
    .returning({ id: sessions.id });
  return { id: row.id, token, csrf };
}

/** The live session behind a cookie value, with its user, or null. */
export async function findSession(token: string, now = new Date()) {
  const rows = await (await db())
    .select({ id: sessions.id, csrfHash: sessions.csrfHash, userId: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSecret(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteSession(id: string): Promise<void> {
  await (await db()).delete(sessions).where(eq(sessions.id, id));
}
