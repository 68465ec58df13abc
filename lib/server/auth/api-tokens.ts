import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { apiTokens, users } from "@/lib/server/db/schema";
import { preparedPerDatabase } from "@/lib/server/db/prepared";
import { hashSecret, randomSecret } from "./secrets";

/** Issues a token; the plain key is returned once and only its hash is kept. */
export async function createApiToken(userId: string, name: string): Promise<{ id: number; key: string; name: string }> {
  const key = randomSecret(30);
  const [row] = await (await db())
    .insert(apiTokens)
    .values({ userId, name, keyHash: hashSecret(key), prefix: key.slice(0, 6) })
    .returning({ id: apiTokens.id });
  return { id: row.id, key, name };
}

export async function listApiTokens(userId: string) {
  return (await db())
    .select({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, created: apiTokens.createdAt, last_used: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
}

/** Revokes one of the user's own tokens; false when there is no such live token of theirs. */
export async function revokeApiToken(userId: string, id: number): Promise<boolean> {
  const rows = await (await db())
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** How stale a token's "last used" may be before a request writes it again. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The owner of a live token key, or null. "Last used" is kept to the minute: a write on every
 * request would put a row lock and a WAL record in the path of every API read.
 */
const liveTokenOwner = preparedPerDatabase((database) =>
  database
    .select({ id: apiTokens.id, userId: users.id, email: users.email, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.keyHash, sql.placeholder("keyHash")), isNull(apiTokens.revokedAt)))
    .limit(1)
    .prepare("live_token_owner"),
);

export async function findTokenOwner(key: string) {
  const database = await db();
  // Every API call with a token asks this: a prepared statement.
  const rows = await liveTokenOwner(database).execute({ keyHash: hashSecret(key) });
  const owner = rows[0];
  if (!owner) return null;
  const now = new Date();
  if (!owner.lastUsedAt || now.getTime() - owner.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await database.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, owner.id));
  }
  return { id: owner.id, userId: owner.userId, email: owner.email };
}
