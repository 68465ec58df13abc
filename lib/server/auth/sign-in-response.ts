import "server-only";
import type { NextResponse } from "next/server";
import { json } from "@/lib/server/http/respond";
import { getMe } from "@/lib/server/users/get-me";
import { createSession } from "./sessions";
import { setLocaleCookie, setSessionCookies } from "./cookies";

/** Starts a cookie session for the user and answers with the user, in their language. */
export async function signedInResponse(userId: string): Promise<NextResponse> {
  const session = await createSession(userId);
  const me = await getMe(userId);
  const res = json(me);
  setSessionCookies(res, session.token, session.csrf);
  setLocaleCookie(res, me.language);
  return res;
}
