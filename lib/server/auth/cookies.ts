import "server-only";
import type { NextResponse } from "next/server";
import { config, secureCookies } from "@/lib/server/config";
import { LOCALE_COOKIE, isLocale } from "@/lib/domain/locale";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, sessionCookieDomain } from "@/lib/domain/session-cookies";
import { hashSecret } from "./secrets";
import type { AuthCookie } from "./authjs/run-auth";

export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE };

// Every cookie the server sets is SameSite=Lax and Secure in production (or on an https AUTH_URL).
// The session cookie is HttpOnly; the CSRF cookie (double-submit: the page copies it into a header)
// and the locale cookie (the language switcher rewrites it) stay readable by the page and hold nothing secret.

/** How Auth.js writes the session cookie: HttpOnly, SameSite=Lax, Secure in production or on https, host-only off production. */
export function sessionCookieOptions() {
  const c = config();
  return {
    name: SESSION_COOKIE,
    path: "/",
    sameSite: "lax" as const,
    httpOnly: true,
    secure: secureCookies(),
    domain: sessionCookieDomain({ production: c.MURMUR_MODE === "production", productDomain: c.PRODUCT_DOMAIN, authUrl: c.AUTH_URL }),
  };
}

/** The CSRF value of a session: derived from (never stored beside) the session token. */
export function csrfFor(sessionToken: string): string {
  return hashSecret(`csrf:${sessionToken}`);
}

/** Hands Auth.js's session cookie to the browser, with the readable CSRF cookie that goes with it. */
export function setSessionCookies(res: NextResponse, session: AuthCookie): void {
  const { name: _name, ...options } = sessionCookieOptions();
  const expires = session.options?.expires instanceof Date ? session.options.expires : undefined;
  res.cookies.set(SESSION_COOKIE, session.value, { ...options, expires });
  res.cookies.set(CSRF_COOKIE, csrfFor(session.value), { ...options, httpOnly: false, expires });
}

export function clearSessionCookies(res: NextResponse): void {
  const { domain } = sessionCookieOptions();
  const base = { path: "/", maxAge: 0, domain, sameSite: "lax" as const, secure: secureCookies() };
  res.cookies.set(SESSION_COOKIE, "", { ...base, httpOnly: true });
  res.cookies.set(CSRF_COOKIE, "", base);
}

/** The UI's language follows the signed-in user's (read by the i18n request config). */
export function setLocaleCookie(res: NextResponse, language: string): void {
  if (!isLocale(language)) return;
  res.cookies.set(LOCALE_COOKIE, language, { path: "/", sameSite: "lax", secure: secureCookies(), maxAge: 365 * 24 * 3600 });
}

/** One cookie of a request. */
export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}
