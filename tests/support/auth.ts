import { findOrCreateUserByEmail } from "@/lib/server/users/find-or-create-user";
import { createSession } from "@/lib/server/auth/sessions";
import { Caller } from "./caller";

/** A caller already signed in (cookie session) as the user with this e-mail, created if new. */
export async function signedInCaller(email: string): Promise<Caller & { userId: string }> {
  const user = await findOrCreateUserByEmail(email);
  const session = await createSession(user.id);
  const caller = new Caller() as Caller & { userId: string };
  caller.userId = user.id;
  caller.cookies.set("murmur-session", session.token);
  caller.cookies.set("murmur-csrf", session.csrf);
  return caller;
}
