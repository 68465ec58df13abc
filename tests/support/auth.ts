import { findOrCreateUserByEmail } from "@/lib/server/users/find-or-create-user";
import { startSession } from "@/lib/server/auth/authjs/sessions";
import { csrfFor } from "@/lib/server/auth/cookies";
import { Caller } from "./caller";

/** A caller already signed in (an Auth.js database session) as the user with this e-mail, created if new. */
export async function signedInCaller(email: string): Promise<Caller & { userId: string }> {
  const user = await findOrCreateUserByEmail(email);
  const session = await startSession(user.id);
  const caller = new Caller() as Caller & { userId: string };
  caller.userId = user.id;
  caller.cookies.set("murmur-session", session.value);
  caller.cookies.set("murmur-csrf", csrfFor(session.value));
  return caller;
}
