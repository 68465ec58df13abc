"use client";
import { useEffect, useMemo } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { createExtensionBridge } from "@/lib/client/extension-bridge";

/** Where the alert for a missing extension sends people (the Chrome Web Store's search). */
export const EXTENSION_STORE_URL = "https://chromewebstore.google.com/search/X%20Pro%20Targeting";

/** The page's bridge to the browser extension, for applying packages in X Ads Manager. */
export function useExtensionBridge() {
  const t = useTranslations("targeting");
  const bridge = useMemo(
    () =>
      typeof window === "undefined"
        ? null
        : createExtensionBridge({
            window,
            storeUrl: EXTENSION_STORE_URL,
            messages: { extensionMissing: t("extensionMissing"), customAudiencesNotReady: t("customAudiencesNotReady"), emptyPackage: t("emptyPackage"), handlesTruncated: t("handlesTruncated") },
            // Generated packages carry no custom audiences, so the check never runs for them; a failing check is ignored (§8).
            checkCustomAudiences: () => Promise.reject(new Error("no custom audience check for generated packages")),
            recordUsage: (record) => api().request("POST", "/api/external/audience-usages/", { body: { ...record } }),
            toastError: (text) => toast.error(text),
          }),
    [t],
  );
  useEffect(() => () => bridge?.dispose(), [bridge]);
  return bridge;
}
