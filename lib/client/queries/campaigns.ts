"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { sendWithUploadProgress, type UploadProgress } from "@/lib/client/http/upload";
import { HttpError } from "@/lib/domain/http-errors";
import type { campaignFormSchema, campaignUpdateSchema, creativeCreateSchema } from "@/lib/schemas/campaigns";
import type { AdView, AdsetView, CampaignReach, CampaignStats, CampaignView, CreativeView, FilePolicy, FundingInstrumentView, MediaView } from "@/lib/schemas/campaign-views";
import type { CampaignSummaryPdfInput } from "@/lib/schemas/campaign-summary-pdf";
import { dispositionFilename, saveFile } from "../exports/save-file";
import { api } from "../http/api";

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (team: string) => ["campaigns", { team }] as const,
  adsets: (id: number) => ["campaigns", { id, part: "adsets" }] as const,
  ads: (id: number) => ["campaigns", { id, part: "ads" }] as const,
  stats: (id: number) => ["campaigns", { id, part: "statstotal" }] as const,
  reach: (id: number) => ["campaigns", { id, part: "reach" }] as const,
  funding: (account: string) => ["funding-instruments", { account }] as const,
  creatives: (team: string) => ["ad-creatives", { team }] as const,
  media: (team: string) => ["ad-media", { team }] as const,
};

export function useCampaignsQuery(team: string) {
  return useQuery({ queryKey: campaignKeys.list(team), queryFn: ({ signal }) => api().request<CampaignView[]>("GET", "/api/campaigns/", { query: { team }, signal }) });
}

export function useCampaignAdsetsQuery(id: number) {
  return useQuery({ queryKey: campaignKeys.adsets(id), queryFn: ({ signal }) => api().request<AdsetView[]>("GET", "/api/campaigns/{id}/adsets/", { params: { id }, signal }) });
}

export function useCampaignAdsQuery(id: number) {
  return useQuery({ queryKey: campaignKeys.ads(id), queryFn: ({ signal }) => api().request<AdView[]>("GET", "/api/campaigns/{id}/ads/", { params: { id }, signal }) });
}

export function useCampaignStatsQuery(id: number) {
  return useQuery({ queryKey: campaignKeys.stats(id), queryFn: ({ signal }) => api().request<CampaignStats>("GET", "/api/campaigns/{id}/statstotal/", { params: { id }, signal }) });
}

export function useCampaignReachQuery(id: number) {
  return useQuery({ queryKey: campaignKeys.reach(id), queryFn: ({ signal }) => api().request<CampaignReach>("GET", "/api/campaigns/{id}/reach/", { params: { id }, signal }) });
}

export function useFundingInstrumentsQuery(account: string) {
  return useQuery({
    queryKey: campaignKeys.funding(account),
    queryFn: () => api().request<{ funding_instruments: FundingInstrumentView[] }>("POST", "/api/ad-accounts/funding-instruments/", { body: { ad_account_id: account } }).then((r) => r.funding_instruments),
    enabled: Boolean(account),
  });
}

export function useCreateCampaignMutation(team: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof campaignFormSchema>) => api().request<CampaignView>("POST", "/api/campaigns/", { body: { ...input, team } }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** Status, budgets or dates of one campaign; its list, stats and reach reload. */
export function useUpdateCampaignMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof campaignUpdateSchema>) => api().request<CampaignView>("PATCH", "/api/campaigns/{id}/", { params: { id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useDeleteCampaignMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("DELETE", "/api/campaigns/{id}/", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useToggleAdMutation(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adId: number) => api().request<AdView>("POST", "/api/ads/{id}/toggle/", { params: { id: adId } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: campaignKeys.ads(campaignId) }), client.invalidateQueries({ queryKey: campaignKeys.stats(campaignId) })]),
  });
}

export function useCreativesQuery(team: string) {
  return useQuery({ queryKey: campaignKeys.creatives(team), queryFn: ({ signal }) => api().request<CreativeView[]>("GET", "/api/ad-creatives/", { query: { team }, signal }), enabled: Boolean(team) });
}

export function useCreateCreativeMutation(team: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<z.input<typeof creativeCreateSchema>, "team">) => api().request<CreativeView>("POST", "/api/ad-creatives/", { body: { ...input, team } }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.creatives(team) }),
  });
}

export function useDeleteCreativeMutation(team: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("DELETE", "/api/ad-creatives/{id}/", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.creatives(team) }),
  });
}

export function useMediaQuery(team: string) {
  return useQuery({ queryKey: campaignKeys.media(team), queryFn: ({ signal }) => api().request<MediaView[]>("GET", "/api/ad-media/", { query: { team }, signal }) });
}

/** A file into an ad account's media library: policy (type and size checked), the bytes with progress, complete, then the library entry. */
export function useUploadMediaMutation(team: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; adAccountId: string; onProgress: (p: UploadProgress) => void }) => {
      const policy = await api().request<FilePolicy>("POST", "/api/api/files/policy/", { body: { team, name: input.file.name, content_type: input.file.type, size: input.file.size } });
      if (/^https?:\/\//.test(policy.url)) {
        // A bucket's presigned address: the bytes go straight there, signed for this type and size, without our cookies.
        const sent = await sendWithUploadProgress({ method: policy.method, url: policy.url, headers: policy.headers, body: input.file, onProgress: input.onProgress, credentials: false });
        if (sent.status >= 300) throw new HttpError(sent.status, sent.data, "The file could not be stored. Please try again.");
      } else {
        const address = new URL(policy.url, window.location.origin);
        await api().request(policy.method, address.pathname, { body: { file: input.file, token: address.searchParams.get("token") ?? "" }, onUploadProgress: input.onProgress });
      }
      await api().request("POST", "/api/api/files/complete/", { body: { id: policy.id } });
      return api().request<MediaView>("POST", "/api/ad-media/", { body: { team, ad_account_id: input.adAccountId, file_id: policy.id } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.media(team) }),
  });
}

export function useDeleteMediaMutation(team: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("DELETE", "/api/ad-media/{id}/", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.media(team) }),
  });
}

/** Downloads the summary PDF of a campaign (`campaign`) or of a plan from the planner (`plan`). */
export function useSummaryPdfMutation() {
  return useMutation({
    mutationFn: async (input: CampaignSummaryPdfInput) => {
      const response = await api().fetch("POST", "/api/campaign-summary-pdf/", { body: input, accept: "application/pdf" });
      const filename = dispositionFilename(response.headers.get("content-disposition"), "murmur-campaign-summary.pdf");
      saveFile(await response.blob(), filename);
      return filename;
    },
  });
}
