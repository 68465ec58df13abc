import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { loginCodes } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { config } from "@/lib/server/config";
import { enforceRateLimits } from "./rate-limit";
import { runAuth, AuthRefusal, type AuthCookie } from "./authjs/run-auth";
import { EMAIL_PROVIDER_ID, LOGIN_CODE_TTL_S, codeToken } from "./authjs/email-code-provider";
import { readSession, sessionCookieIn } from "./authjs/sessions";

export const LOGIN_CODE_MAX_ATTEMPTS = 5;
const RATE_WINDOW_MS = 15 * 60_000;
export const INVALID_LOGIN_CODE = "Invalid login code";

/**
 * Starts a login by code through Auth.js's e-mail provider: it mails the six-digit code and
 * stores the token; we answer the magic_code the browser sends back with the code, and keep a
 * ledger row for the wrong tries. Limited per e-mail and per address.
 */
export async function requestLoginCode(opts: { email: string; ip: string; language: string }): Promise<{ magicCode: string }> {
  const now = new Date();
  const c = config();
  await enforceRateLimits(
    [
      { bucket: `login-code:email:${opts.email}`, limit: c.LOGIN_CODE_LIMIT_PER_EMAIL, windowMs: RATE_WINDOW_MS },
      { bucket: `login-code:ip:${opts.ip}`, limit: c.LOGIN_CODE_LIMIT_PER_IP, windowMs: RATE_WINDOW_MS },
    ],
    now,
  );
  const call = { language: opts.language } as { language: string; magicCode?: string; email?: string };
  await runAuth({ action: "signin", providerId: EMAIL_PROVIDER_ID, method: "POST", body: { email: opts.email }, call });
  if (!call.magicCode || !call.email) throw new Error("Auth.js sent no login code");
  const database = await db();
  await database.insert(loginCodes).values({ magicCode: call.magicCode, email: call.email, expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_S * 1000) });
  await database.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
  return { magicCode: call.magicCode };
}

export interface CodeSignIn {
  email: string;
  userId: string;
  session: AuthCookie;
}

/**
 * Spends a login code: Auth.js checks the code (its token, once, before it expires) and makes
 * the session; the ledger refuses expired or used magic_codes and locks one after five wrong
 * codes. Every failure is the same 400 so codes cannot be probed.
 */
export async function redeemLoginCode(opts: { magicCode: string; confirmCode: string; ip: string; language: string }): Promise<CodeSignIn> {
  const now = new Date();
  await enforceRateLimits([{ bucket: `login-use:ip:${opts.ip}`, limit: config().LOGIN_CODE_LIMIT_PER_IP * 3, windowMs: RATE_WINDOW_MS }], now);
  const database = await db();
  const [row] = await database.select().from(loginCodes).where(eq(loginCodes.magicCode, opts.magicCode));
  if (!row || row.usedAt || row.expiresAt <= now || row.failedAttempts >= LOGIN_CODE_MAX_ATTEMPTS) {
    throw new AppError("bad_request", INVALID_LOGIN_CODE);
  }
  let cookies: AuthCookie[];
  try {
    ({ cookies } = await runAuth({
      action: "callback",
      providerId: EMAIL_PROVIDER_ID,
      query: { token: codeToken(opts.magicCode, opts.confirmCode), email: row.email },
      call: { language: opts.language },
    }));
  } catch (error) {
    if (!(error instanceof AuthRefusal)) throw error;
    await database
      .update(loginCodes)
      .set({ failedAttempts: sql`${loginCodes.failedAttempts} + 1` })
      .where(eq(loginCodes.id, row.id));
    throw new AppError("bad_request", INVALID_LOGIN_CODE);
  }
  const session = sessionCookieIn(cookies);
  const live = session && (await readSession(session.value));
  if (!session || !live) throw new AppError("bad_request", INVALID_LOGIN_CODE);
  await database
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)));
  return { email: row.email, userId: live.userId, session };
}
