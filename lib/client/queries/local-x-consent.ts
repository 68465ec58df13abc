"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { LocalConsentRequest } from "@/lib/schemas/x-sign-in";

export interface LocalConsentInfo {
  client_name: string;
  scopes: string[];
  suggestions: string[];
}

/** What the embedded sign-in's consent screen shows for this authorization request (refused requests answer 400). */
export function useLocalConsentQuery(request: LocalConsentRequest | null) {
  return useQuery({
    queryKey: ["x-local", "consent", request] as const,
    queryFn: ({ signal }) => api().request<LocalConsentInfo>("GET", "/api/x-local/oauth2/authorize/", { query: { ...request }, signal }),
    enabled: request !== null,
    retry: false,
  });
}

/** The creator's choice on the consent screen; the answer is where to go back to. */
export function useLocalConsentDecisionMutation(request: LocalConsentRequest) {
  return useMutation({
    mutationFn: (choice: { decision: "allow" | "deny"; handle?: string }) =>
      api().request<{ redirect_to: string }>("POST", "/api/x-local/oauth2/authorize/", { body: { ...request, ...choice } }),
  });
}
