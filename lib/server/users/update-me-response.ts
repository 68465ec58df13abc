import "server-only";
import { json } from "@/lib/server/http/respond";
import { setLocaleCookie } from "@/lib/server/auth/cookies";
import type { UpdateMe } from "@/lib/schemas/user";
import { updateMe } from "./update-me";

/** Applies the change to the user, answers what `read` gives after it, and sets the UI's language cookie when the language changed. */
export async function updateMeResponse<T extends { language: string }>(userId: string, change: UpdateMe, read: () => Promise<T>) {
  await updateMe(userId, change);
  const me = await read();
  const res = json(me);
  if (change.language) setLocaleCookie(res, me.language);
  return res;
}
