"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CampaignEstimateView, CampaignOptionsView } from "@/lib/schemas/campaign-generation-views";
import type { campaignCalculatorSchema, campaignGenerationCreateSchema, campaignOptionsSchema } from "@/lib/schemas/campaign-generation";
import type { CampaignView } from "@/lib/schemas/campaign-views";
import { api } from "../http/api";
import { campaignKeys } from "./campaigns";

export type CalculatorInput = z.input<typeof campaignCalculatorSchema>;

/** The calculator's estimate for a package and budget (null input: nothing to ask yet); the last answer stays while the next loads. */
export function useCampaignEstimateQuery(input: CalculatorInput | null) {
  return useQuery({
    queryKey: ["campaign-calculator", input ?? {}] as const,
    queryFn: ({ signal }) => api().request<CampaignEstimateView>("POST", "/api/external/campaign-calculator/", { body: input!, signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A description read into parameters, with the team's packages that fit it. */
export function useCampaignOptionsMutation() {
  return useMutation({ mutationFn: (input: z.input<typeof campaignOptionsSchema>) => api().request<CampaignOptionsView>("POST", "/api/external/campaign-options/", { body: input }) });
}

/** The stepper's campaign through the ads adapter; the team's campaign lists reload. */
export function useGeneratedCampaignMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof campaignGenerationCreateSchema>) => api().request<CampaignView>("POST", "/api/external/campaign-create/", { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
