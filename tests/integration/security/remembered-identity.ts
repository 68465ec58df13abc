import { NextRequest } from "next/server";
import { registerIdentityResolver, resolveIdentity, type Identity } from "@/lib/server/auth/identity";
import type { Caller } from "@/tests/support/caller";

const HEADER = "x-test-identity";
const remembered = new Map<string, Identity>();

registerIdentityResolver(async (req) => {
  const key = req.headers.get(HEADER);
  return key ? (remembered.get(key) ?? null) : null;
});

/**
 * Resolves a signed-in caller's session once, through the app's own resolvers, and returns a header
 * that stands for that identity afterwards: a fuzz sending a thousand requests per handler skips a
 * session lookup per request (sign-in itself is what the access matrix and the auth tests check).
 */
export async function rememberIdentity(caller: Caller): Promise<Record<string, string>> {
  const cookie = [...caller.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  const identity = await resolveIdentity(new NextRequest("http://localhost/", { headers: { cookie } }));
  if (identity.kind !== "user") throw new Error("the caller is not signed in");
  const key = `${identity.userId}:${remembered.size}`;
  remembered.set(key, identity);
  return { [HEADER]: key };
}
