"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { TopicsView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** What the account's followers (or the accounts it follows) post and engage about. */
export function useTopicsQuery(account: number | null, who: "followers" | "following") {
  return useQuery({
    queryKey: deepThoughtKeys.topics(account ?? 0, who),
    queryFn: ({ signal }) =>
      api().request<TopicsView>("GET", `/api/external/deepthought/accounts/{id}/${who === "followers" ? "topics" : "following-topics"}/`, { creator: true, params: { id: account! }, signal }),
    enabled: account !== null,
  });
}
