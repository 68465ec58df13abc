"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/client/http/api";
import type { PayoutEntry, PayoutView, payoutImportSchema } from "@/lib/schemas/creator-posts";
import { deepThoughtKeys } from "./deep-thought-keys";

/** Enter one payout, import a CSV of them, or delete one; each reads the prediction again. */
export function usePayoutMutations(account: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: deepThoughtKeys.payouts(account) });
  const path = "/api/external/deepthought/accounts/{id}/payouts/";
  return {
    enter: useMutation({ mutationFn: (entry: PayoutEntry) => api().request<PayoutView>("POST", path, { creator: true, params: { id: account }, body: entry }), onSuccess }),
    importCsv: useMutation({
      mutationFn: (body: z.input<typeof payoutImportSchema>) => api().request<PayoutView & { imported: number }>("POST", `${path}import/`, { creator: true, params: { id: account }, body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api().request<void>("DELETE", `${path}{payoutId}/`, { creator: true, params: { id: account, payoutId: id } }), onSuccess }),
  };
}
