"use client";
import { api } from "@/lib/client/http/api";
import { CONNECT_SOCIAL_KEY, LOGIN_STATE_KEY } from "@/lib/domain/recent-team";
import { RETURN_PATH_KEY } from "@/lib/client/return-path";
import { safeStorage } from "./storage";

/** The sign-in state: a random 32-bit number (spec §9). */
export function newLoginState(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

/** Leaves for the network's sign-in page; on return /login/{network} checks the state. */
export async function startSocialLogin(network: string, mode: "login" | "connect"): Promise<void> {
  const state = newLoginState();
  safeStorage.set(LOGIN_STATE_KEY, state);
  if (mode === "connect") {
    safeStorage.set(CONNECT_SOCIAL_KEY, network);
    // Come back to the screen that asked for the connection.
    safeStorage.set(RETURN_PATH_KEY, window.location.pathname);
  } else safeStorage.remove(CONNECT_SOCIAL_KEY);
  const { authorize_url } = await api().request<{ authorize_url: string }>("GET", "/rest-auth/twitter_oauth2_challenge/code-challenge/", {
    query: { network, state },
  });
  window.location.assign(authorize_url);
}
