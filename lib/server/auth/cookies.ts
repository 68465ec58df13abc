import "server-only";
import type { NextResponse } from "next/server";
import { secureCookies } from "@/lib/server/config";
import { LOCALE_COOKIE, isLocale } from "@/lib/domain/locale";

import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@/lib/domain/session-cookies";

export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE };
export const SESSION_MAX_AGE_S = 14 * 24 * 3600;

/**
 * Every cookie the server sets: SameSite=Lax, Secure in production. The session cookie is HttpOnly;
 * the CSRF cookie (double-submit: the page copies it into a header) and the locale cookie (the
 * language switcher rewrites it) must stay readable by the page and carry nothing secret.
 */
function cookieBase(maxAge: number) {
  return { path: "/", sameSite: "lax" as const, secure: secureCookies(), maxAge };
}

export function setSessionCookies(res: NextResponse, token: string, csrf: string): void {
  const base = cookieBase(SESSION_MAX_AGE_S);
  res.cookies.set(SESSION_COOKIE, token, { ...base, httpOnly: true });
  res.cookies.set(CSRF_COOKIE, csrf, { ...base, httpOnly: false });
}

export function clearSessionCookies(res: NextResponse): void {
  res.cookies.set(SESSION_COOKIE, "", { ...cookieBase(0), httpOnly: true });
  res.cookies.set(CSRF_COOKIE, "", cookieBase(0));
}

/** The UI's language follows the signed-in user's (read by the i18n request config). */
export function setLocaleCookie(res: NextResponse, language: string): void {
  if (!isLocale(language)) return;
  res.cookies.set(LOCALE_COOKIE, language, cookieBase(365 * 24 * 3600));
}
