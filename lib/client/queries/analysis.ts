"use client";
import { MutationObserver, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RequestRunner } from "@/lib/domain/analysis-screen/controller";
import type { Me } from "@/lib/schemas/user";
import type { ApiClient } from "../http/client";
import { audienceKeys } from "./audiences";
import { isSignedOut } from "./signed-out";
import { userKeys } from "./user";

/** Whose analyses these are: the face of the screen and, on the dashboard, the team. */
export interface AnalysisScope {
  face: "dashboard" | "toolkit";
  team?: string;
}

export const analysisKeys = {
  all: ["analysis"] as const,
  request: (scope: AnalysisScope, query: unknown, key: string) => ["analysis", { face: scope.face, team: scope.team ?? null, query }, key] as const,
};

const abortError = () => new DOMException("A new query replaced this one", "AbortError");

/**
 * The analysis chain's requests as queries keyed by the submitted query: a new query cancels the
 * old one's queries (their AbortSignal aborts the HTTP call), and every run fetches afresh, since
 * the later group reads the saved query id the first one answered in this run.
 */
export function queryClientRunner(queryClient: QueryClient, scope: AnalysisScope): RequestRunner {
  return async (key, query, load, signal) => {
    const queryKey = analysisKeys.request(scope, query, key);
    // The same query of a run that was just replaced may still be settling: let it go first.
    await queryClient.cancelQueries({ queryKey, exact: true });
    if (signal.aborted) throw abortError();
    const cancel = () => void queryClient.cancelQueries({ queryKey, exact: true });
    signal.addEventListener("abort", cancel, { once: true });
    try {
      return await queryClient.fetchQuery({ queryKey, queryFn: ({ signal: querySignal }) => load(querySignal), staleTime: 0, retry: false });
    } catch (error) {
      // A cancelled query rejects with TanStack's CancelledError: to the chain it is an abort.
      if (signal.aborted) throw abortError();
      throw error;
    } finally {
      signal.removeEventListener("abort", cancel);
    }
  };
}

/** The user-activity entry of an analysis, as a mutation of the query client. */
export function activityRecorder(queryClient: QueryClient, client: ApiClient) {
  return (entry: Record<string, unknown>) =>
    new MutationObserver(queryClient, {
      mutationFn: (body: Record<string, unknown>) => client.request("POST", "/api/external/user-activity-entry/", { body }),
    }).mutate(entry);
}

/** Saves the analysis on screen as a saved audience (spec §7 explore-searches); the lists reload. */
export function useSaveAnalysisAudienceMutation(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => client.request("POST", "/api/external/explore-searches/", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all }),
  });
}

/** The signed-in user as the save needs it: from the cache, or read now; null when signed out. */
export async function signedInUser(queryClient: QueryClient, client: ApiClient): Promise<Me | null> {
  try {
    return await queryClient.fetchQuery({ queryKey: userKeys.me, queryFn: ({ signal }) => client.request<Me>("GET", "/api/user/me/", { signal }) });
  } catch (e) {
    if (isSignedOut(e)) return null;
    throw e;
  }
}
