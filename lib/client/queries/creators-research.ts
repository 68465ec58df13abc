"use client";
import { useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { readPersonalSession, subscribePersonalSession } from "@/lib/client/auth/personal-session";
import type { AllowListedFeature } from "@/lib/domain/access/feature-access";
import type { ExploreCreatorsBody, ExploreCreatorsView } from "@/lib/schemas/explore-creators";
import { api } from "../http/api";

/** Creators for a topic (and country, follower range); runs once a search is submitted. */
export function useExploreCreatorsQuery(search: ExploreCreatorsBody | null) {
  return useQuery({
    queryKey: ["research", "explore-creators", search],
    queryFn: ({ signal }) => api().request<ExploreCreatorsView>("POST", "/api/external/explore-creators/", { body: search ?? undefined, signal }),
    enabled: search !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The allow-listed tools (Creators, CampaignPlanner) the signed-in user may use; asked again for each signed-in e-mail. */
export function useFeatureAccessQuery() {
  const email = useSyncExternalStore(subscribePersonalSession, () => readPersonalSession()?.signedInAs ?? null, () => null);
  return useQuery({
    queryKey: ["feature-access", { email }],
    queryFn: ({ signal }) => api().request<Record<AllowListedFeature | "toolkit_admin", boolean>>("GET", "/api/external/feature-access/", { signal }),
    staleTime: 5 * 60_000,
  });
}
