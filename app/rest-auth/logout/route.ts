// GET, POST /rest-auth/logout/ - end the cookie session (or revoke the token that called)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { signOut } from "@/lib/server/auth/sign-out";

const logout = route({ auth: "public" }, async ({ identity }) => {
  await signOut(identity);
  const res = json({ detail: "Successfully logged out." });
  clearSessionCookies(res);
  return res;
});
export const GET = logout;
export const POST = logout;
