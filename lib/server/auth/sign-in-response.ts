import "server-only";
import type { NextResponse } from "next/server";
import { json } from "@/lib/server/http/respond";
import { getMe } from "@/lib/server/users/get-me";
import { setLocaleCookie, setSessionCookies } from "./cookies";
import type { AuthCookie } from "./authjs/run-auth";

/** Answers a sign-in with the user, in their language, carrying the session cookie Auth.js made. */
export async function signedInResponse(userId: string, session: AuthCookie): Promise<NextResponse> {
  const me = await getMe(userId);
  const res = json(me);
  setSessionCookies(res, session);
  setLocaleCookie(res, me.language);
  return res;
}
