"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavedSentimentLabel, TeamSentimentLabel, TeamSentimentStatus } from "@/lib/schemas/sentiment";
import { api } from "../http/api";

export const sentimentKeys = {
  status: (team: string) => ["teams", { slug: team }, "sentiment-model"] as const,
  labels: (team: string, posts: readonly string[]) => ["teams", { slug: team }, "sentiment-labels", { posts }] as const,
  allLabels: (team: string) => ["teams", { slug: team }, "sentiment-labels"] as const,
};

const pending = (s: TeamSentimentStatus | undefined) => s?.job?.status === "queued" || s?.job?.status === "running";

/** The team's label count, its model's figures and the retraining job; polled while the job is pending. */
export function useTeamSentimentQuery(team: string | undefined) {
  return useQuery({
    queryKey: sentimentKeys.status(team ?? ""),
    queryFn: ({ signal }) => api().request<TeamSentimentStatus>("GET", "/api/teams/{team}/sentiment-model/", { params: { team: team! }, signal }),
    enabled: Boolean(team),
    refetchInterval: (query) => (pending(query.state.data) ? 700 : false),
  });
}

/** The team's corrections of the posts on screen. */
export function useSentimentLabelsQuery(team: string | undefined, posts: readonly string[]) {
  return useQuery({
    queryKey: sentimentKeys.labels(team ?? "", posts),
    queryFn: ({ signal }) =>
      api().request<TeamSentimentLabel[]>("GET", "/api/teams/{team}/sentiment-labels/", { params: { team: team! }, query: { posts: posts.join(",") }, signal }),
    enabled: Boolean(team) && posts.length > 0,
  });
}

/** One click's correction: the labels on screen and the team's status (now retraining) reload. */
export function useCorrectSentimentMutation(team: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, label }: { postId: string; label: TeamSentimentLabel["label"] }) =>
      api().request<SavedSentimentLabel>("PUT", "/api/teams/{team}/sentiment-labels/{post}/", { params: { team, post: postId }, body: { label } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sentimentKeys.allLabels(team) });
      void queryClient.invalidateQueries({ queryKey: sentimentKeys.status(team) });
    },
  });
}
