"use client";
import { useDeepThoughtMeQuery } from "@/lib/client/queries/use-deep-thought-me-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";

/** The creator's active X account (the first connected one until /switch-account picks another). */
export function useActiveAccount() {
  const me = useDeepThoughtMeQuery();
  useErrorToast(me.error);
  const account = me.data?.accounts.find((a) => a.id === me.data?.active_account_id) ?? null;
  return { me: me.data, account, loading: me.isPending };
}
