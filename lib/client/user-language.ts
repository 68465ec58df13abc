import type { Locale } from "@/lib/domain/locale";
import { api } from "./http/api";

/** Signed-in pages carry the session's CSRF cookie; without it there is no user to save on. */
function signedIn(): boolean {
  return /(?:^|;\s*)murmur-csrf=[^;]/.test(document.cookie);
}

/** Keeps the signed-in user's language in step with the switcher; a failure only logs a warning. */
export async function saveUserLanguage(language: Locale): Promise<void> {
  if (!signedIn()) return;
  try {
    await api().request("PUT", "/api/user/me/", { body: { language } });
  } catch (error) {
    console.warn("Could not save the language on the user", error);
  }
}
