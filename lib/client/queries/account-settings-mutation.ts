"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/client/http/api";
import type { CreatorSettingsView, creatorSettingsSchema } from "@/lib/schemas/creator-settings";
import { deepThoughtKeys } from "./deep-thought-keys";

/** Sets the account's time zone; best time to post and the posts pages read again in it. */
export function useAccountSettingsMutation(account: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof creatorSettingsSchema>) =>
      api().request<CreatorSettingsView>("PUT", "/api/external/deepthought/accounts/{id}/settings/", { creator: true, params: { id: account }, body }),
    onSuccess: (saved) => {
      client.setQueryData(deepThoughtKeys.settings(account), saved);
      for (const queryKey of [deepThoughtKeys.bestTime(account), deepThoughtKeys.allPosts(account), deepThoughtKeys.allPostPages(account)]) void client.invalidateQueries({ queryKey });
    },
  });
}
