// GET, POST /rest-auth/logout/ - end the cookie session through Auth.js (or revoke the token that called)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { signOut } from "@/lib/server/auth/sign-out";

const logout = route({ auth: "public" }, async ({ req, identity }) => {
  await signOut(req, identity);
  const res = json({ detail: "Successfully logged out." });
  clearSessionCookies(res);
  return res;
});
export const GET = logout;
export const POST = logout;
