import "server-only";
import { eq } from "drizzle-orm";
import type { EmailConfig } from "@auth/core/providers/email";
import { db } from "@/lib/server/db";
import { users } from "@/lib/server/db/schema";
import { LOGIN_CODE_LENGTH } from "@/lib/schemas/auth";
import { sendLoginCodeEmail } from "@/lib/server/mail/login-code-email";
import { randomDigits, randomSecret } from "../secrets";
import { currentAuthCall } from "./call-context";

export const EMAIL_PROVIDER_ID = "email";
export const LOGIN_CODE_TTL_S = 10 * 60;

/**
 * The verification token is "{magic_code}.{six digits}": the browser holds the magic_code, the
 * e-mail carries the digits, and only both together are the token Auth.js stored (hashed).
 * A code therefore works only with the magic_code it was sent for.
 */
export function codeToken(magicCode: string, code: string): string {
  return `${magicCode}.${code}`;
}

function splitToken(token: string): { magicCode: string; code: string } {
  const dot = token.lastIndexOf(".");
  return { magicCode: token.slice(0, dot), code: token.slice(dot + 1) };
}

/** Auth.js's e-mail provider, sending our six-digit code through our mail layer (outbox or SMTP). */
export function emailCodeProvider(): EmailConfig {
  return {
    id: EMAIL_PROVIDER_ID,
    type: "email",
    name: "E-mail code",
    maxAge: LOGIN_CODE_TTL_S,
    generateVerificationToken: () => codeToken(randomSecret(), randomDigits(LOGIN_CODE_LENGTH)),
    async sendVerificationRequest({ identifier, token }) {
      const { magicCode, code } = splitToken(token);
      const call = currentAuthCall();
      if (call) Object.assign(call, { magicCode, email: identifier });
      const [known] = await (await db()).select({ language: users.language }).from(users).where(eq(users.email, identifier));
      await sendLoginCodeEmail(identifier, code, known?.language ?? call?.language);
    },
    options: {},
  };
}
