"use client";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { createExtensionBridge, type AdAccountInfo, type ExtensionBridge } from "@/lib/client/extension-bridge";

/** The page's bridge to the browser extension, with its presence and ad account as React state. */
export function useExtensionBridge(storeUrl: string) {
  const t = useTranslations("targeting");
  const [present, setPresent] = useState(false);
  const [adAccount, setAdAccount] = useState<AdAccountInfo | null>(null);
  const bridge = useRef<ExtensionBridge | null>(null);
  const messages = { extensionMissing: t("extensionMissing"), customAudiencesNotReady: t("customAudiencesNotReady"), emptyPackage: t("emptyPackage"), handlesTruncated: t("handlesTruncated") };
  const messagesRef = useRef(messages);
  const { mutateAsync: checkCustomAudiences } = useMutation({
    mutationFn: ({ adAccountId, names }: { adAccountId: string; names: string[] }) =>
      api().request<{ custom_audiences: { name: string; targetable: boolean }[] }>("POST", "/api/ad-accounts/custom-audiences/check/", { body: { ad_account_id: adAccountId, custom_audience_names: names } }),
  });
  const { mutateAsync: recordUsage } = useMutation({ mutationFn: (record: Record<string, unknown>) => api().request("POST", "/api/external/audience-usages/", { body: record }) });
  const calls = useRef({ checkCustomAudiences, recordUsage });
  useEffect(() => {
    messagesRef.current = messages;
    calls.current = { checkCustomAudiences, recordUsage };
  });

  useEffect(() => {
    const created = createExtensionBridge({
      window,
      get messages() {
        return messagesRef.current;
      },
      storeUrl,
      onPresent: () => setPresent(true),
      onAdAccount: setAdAccount,
      checkCustomAudiences: (adAccountId, names) => calls.current.checkCustomAudiences({ adAccountId, names }),
      recordUsage: (record) => calls.current.recordUsage({ ...record }),
      toastError: (text) => toast.error(text),
    });
    bridge.current = created;
    created.ping();
    return () => {
      created.dispose();
      bridge.current = null;
    };
  }, [storeUrl]);

  return { present, adAccount, bridge };
}
