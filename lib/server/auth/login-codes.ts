import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { loginCodes, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { config } from "@/lib/server/config";
import { LOGIN_CODE_LENGTH } from "@/lib/schemas/auth";
import { sendLoginCodeEmail } from "@/lib/server/mail/login-code-email";
import { enforceRateLimits } from "./rate-limit";
import { hashSecret, randomDigits, randomSecret, sameHash } from "./secrets";

export const LOGIN_CODE_TTL_MS = 10 * 60_000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
const RATE_WINDOW_MS = 15 * 60_000;
export const INVALID_LOGIN_CODE = "Invalid login code";

function confirmHash(magicCode: string, confirmCode: string): string {
  return hashSecret(`${magicCode}:${confirmCode}`);
}

/**
 * Starts a login by code: e-mails a six-digit confirm code and returns the magic_code that the
 * browser sends back with it. Limited per e-mail and per address.
 */
export async function requestLoginCode(opts: { email: string; ip: string; language: string; now?: Date }): Promise<{ magicCode: string }> {
  const now = opts.now ?? new Date();
  const c = config();
  await enforceRateLimits(
    [
      { bucket: `login-code:email:${opts.email}`, limit: c.LOGIN_CODE_LIMIT_PER_EMAIL, windowMs: RATE_WINDOW_MS },
      { bucket: `login-code:ip:${opts.ip}`, limit: c.LOGIN_CODE_LIMIT_PER_IP, windowMs: RATE_WINDOW_MS },
    ],
    now,
  );
  const database = await db();
  const magicCode = randomSecret();
  const code = randomDigits(LOGIN_CODE_LENGTH);
  await database.insert(loginCodes).values({
    magicCode,
    email: opts.email,
    confirmHash: confirmHash(magicCode, code),
    expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
  });
  const [known] = await database.select({ language: users.language }).from(users).where(eq(users.email, opts.email));
  await sendLoginCodeEmail(opts.email, code, known?.language ?? opts.language);
  await database.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
  return { magicCode };
}

/**
 * Spends a login code: right code, not expired, not used, fewer than five wrong tries before.
 * Returns the e-mail it proves. Every failure is the same 400 so codes cannot be probed.
 */
export async function redeemLoginCode(opts: { magicCode: string; confirmCode: string; ip: string; now?: Date }): Promise<string> {
  const now = opts.now ?? new Date();
  await enforceRateLimits([{ bucket: `login-use:ip:${opts.ip}`, limit: config().LOGIN_CODE_LIMIT_PER_IP * 3, windowMs: RATE_WINDOW_MS }], now);
  const database = await db();
  const [row] = await database.select().from(loginCodes).where(eq(loginCodes.magicCode, opts.magicCode));
  if (!row || row.usedAt || row.expiresAt <= now || row.failedAttempts >= LOGIN_CODE_MAX_ATTEMPTS) {
    throw new AppError("bad_request", INVALID_LOGIN_CODE);
  }
  if (!sameHash(confirmHash(opts.magicCode, opts.confirmCode), row.confirmHash)) {
    await database
      .update(loginCodes)
      .set({ failedAttempts: sql`${loginCodes.failedAttempts} + 1` })
      .where(eq(loginCodes.id, row.id));
    throw new AppError("bad_request", INVALID_LOGIN_CODE);
  }
  // The conditions again in the update: two concurrent uses cannot both win.
  const spent = await database
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now), lt(loginCodes.failedAttempts, LOGIN_CODE_MAX_ATTEMPTS)))
    .returning({ email: loginCodes.email });
  if (!spent.length) throw new AppError("bad_request", INVALID_LOGIN_CODE);
  return spent[0].email;
}
