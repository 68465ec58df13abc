import "server-only";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/domain/session-cookies";

/** Whether the visitor has a session; the screens still load the user, and a stale one is treated as signed out. */
export async function hasSession(): Promise<boolean> {
  return Boolean((await cookies()).get(SESSION_COOKIE)?.value);
}
