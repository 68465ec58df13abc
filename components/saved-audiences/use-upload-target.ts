"use client";
import { useState } from "react";
import { useLoad } from "@/lib/client/auth/use-load";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import type { AdAccountInfo } from "@/lib/client/extension-bridge";
import { savedAudiencesApi } from "@/lib/client/targeting/saved-audiences";

/** The user's ad accounts and the one uploads go to: the one they picked, else the one open in X Ads Manager (the extension says), else the first. */
export function useUploadTarget(fromExtension: AdAccountInfo | null) {
  const { data: accounts } = useLoad(savedAudiencesApi.adAccounts, toastHttpError);
  const [chosen, setTarget] = useState("");
  const open = fromExtension && accounts?.find((a) => a.account_id === fromExtension.adAccountId);
  const target = chosen || open?.account_id || accounts?.[0]?.account_id || "";
  return { accounts, target, setTarget };
}
