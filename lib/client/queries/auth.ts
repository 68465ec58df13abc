"use client";
import { useMutation } from "@tanstack/react-query";
import type { SocialNetwork } from "@/lib/schemas/auth";
import { createApiClient } from "../http/client";
import { api } from "../http/api";
import type { PersonalSession } from "../auth/personal-session";

/** The toolkit's sign-in calls go without the app's credentials: they make the token. */
const publicApi = () => createApiClient({ root: "", creatorRoot: "" });

/** Sends the e-mailed login code; the answer names the code the confirmation goes with. */
export function useRequestLoginCodeMutation() {
  return useMutation({ mutationFn: (body: { email: string }) => api().request<{ magic_code: string }>("POST", "/api/user/magic-link/", { body }) });
}

export function useConfirmLoginCodeMutation() {
  return useMutation({ mutationFn: (body: { magic_code: string; confirm_code: string }) => api().request("POST", "/api/user/magic-link/use/", { body }) });
}

/** Back from a network: the code becomes a session, or a connected account of the signed-in user. */
export function useSocialLoginMutation(network: SocialNetwork) {
  return useMutation({
    mutationFn: ({ code, state, connect }: { code: string; state: string; connect: boolean }) =>
      api().request("POST", connect ? `/rest-auth/${network}/connect/` : `/rest-auth/${network}/`, { body: { code, state } }),
  });
}

export function useRequestPersonalCodeMutation() {
  return useMutation({
    mutationFn: (email: string) => publicApi().request<{ magic_code: string }>("GET", "/api/external/personal-magic-link/magic/", { query: { email } }),
  });
}

export function useConfirmPersonalCodeMutation() {
  return useMutation({
    mutationFn: (q: { magic_code: string; confirm_code: string }) => publicApi().request<PersonalSession>("GET", "/api/external/personal-magic-link/use/", { query: q }),
  });
}
