"use client";
import { safeStorage } from "./storage";

/** The Targeting Toolkit's personal session (spec §3), kept under the protargeting-personal key prefix. */
export interface PersonalSession {
  email: string;
  name: string;
  token: string;
  signedInAs: string;
}

const KEY = "protargeting-personal-session";

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: PersonalSession | null } = { raw: null, session: null };

export function readPersonalSession(): PersonalSession | null {
  const raw = safeStorage.get(KEY);
  if (raw === cached.raw) return cached.session;
  let session: PersonalSession | null = null;
  try {
    const s = raw ? (JSON.parse(raw) as Partial<PersonalSession>) : null;
    session = s && typeof s.token === "string" && s.token ? (s as PersonalSession) : null;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

/** For useSyncExternalStore: changes made through this module (and in other tabs). */
export function subscribePersonalSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function savePersonalSession(s: PersonalSession): void {
  safeStorage.set(KEY, JSON.stringify(s));
  for (const l of listeners) l();
}

export function clearPersonalSession(): void {
  safeStorage.remove(KEY);
  for (const l of listeners) l();
}
