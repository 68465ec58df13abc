"use client";
import { useState } from "react";
import type { AdAccountInfo } from "@/lib/client/extension-bridge";
import { useAdAccountsQuery } from "@/lib/client/queries/user";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";

/** The user's ad accounts and the one uploads go to: the one they picked, else the one open in X Ads Manager (the extension says), else the first. */
export function useUploadTarget(fromExtension: AdAccountInfo | null) {
  const { data: accounts, error } = useAdAccountsQuery();
  useErrorToast(error);
  const [chosen, setTarget] = useState("");
  const open = fromExtension && accounts?.find((a) => a.account_id === fromExtension.adAccountId);
  const target = chosen || open?.account_id || accounts?.[0]?.account_id || "";
  return { accounts, target, setTarget };
}
