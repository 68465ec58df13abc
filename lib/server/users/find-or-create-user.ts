import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { users } from "@/lib/server/db/schema";

export interface NewUserFields {
  firstName?: string;
  lastName?: string;
  language?: string;
}

/** The user with this e-mail, created on first sign-in. */
export async function findOrCreateUserByEmail(email: string, fields: NewUserFields = {}): Promise<{ id: string; language: string }> {
  const database = await db();
  const normalized = email.trim().toLowerCase();
  await database
    .insert(users)
    .values({ email: normalized, firstName: fields.firstName ?? "", lastName: fields.lastName ?? "", language: fields.language ?? "en" })
    .onConflictDoNothing({ target: users.email });
  const [row] = await database.select({ id: users.id, language: users.language }).from(users).where(eq(users.email, normalized));
  return row;
}
