import { expect } from "vitest";
import * as magicLink from "@/app/api/user/magic-link/route";
import type { Caller } from "./caller";
import { loginCodeIn, type SmtpCapture } from "./smtp-capture";

/** Asks for a login code as the browser does and reads it from the mail the real SMTP server got. */
export async function requestLoginCode(caller: Caller, smtp: SmtpCapture, email: string) {
  const res = await caller.call(magicLink.POST, "POST", "/api/user/magic-link/", { body: { email } });
  expect(res.status).toBe(200);
  return { magicCode: res.data.magic_code as string, code: loginCodeIn(await smtp.latestTo(email)) };
}
