import "server-only";
import type { NextResponse } from "next/server";
import { config } from "@/lib/server/config";
import { LOCALE_COOKIE, isLocale } from "@/lib/domain/locale";

import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@/lib/domain/session-cookies";

export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE };
export const SESSION_MAX_AGE_S = 14 * 24 * 3600;

function secure(): boolean {
  return config().AUTH_URL.startsWith("https://");
}

export function setSessionCookies(res: NextResponse, token: string, csrf: string): void {
  const base = { path: "/", sameSite: "lax" as const, secure: secure(), maxAge: SESSION_MAX_AGE_S };
  res.cookies.set(SESSION_COOKIE, token, { ...base, httpOnly: true });
  res.cookies.set(CSRF_COOKIE, csrf, { ...base, httpOnly: false });
}

export function clearSessionCookies(res: NextResponse): void {
  res.cookies.set(SESSION_COOKIE, "", { path: "/", maxAge: 0 });
  res.cookies.set(CSRF_COOKIE, "", { path: "/", maxAge: 0 });
}

/** The UI's language follows the signed-in user's (read by the i18n request config). */
export function setLocaleCookie(res: NextResponse, language: string): void {
  if (!isLocale(language)) return;
  res.cookies.set(LOCALE_COOKIE, language, { path: "/", sameSite: "lax", secure: secure(), maxAge: 365 * 24 * 3600 });
}
