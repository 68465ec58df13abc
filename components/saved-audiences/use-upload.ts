"use client";
import { useTranslations } from "next-intl";
import { HttpError } from "@/lib/domain/http-errors";
import { isImportable } from "@/lib/domain/targeting/targeting-package";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { toast } from "@/lib/client/toasts";
import { useUploadAudienceMutation } from "@/lib/client/queries/audiences";
import type { SavedAudience, UploadedAudience } from "@/lib/client/targeting/saved-audiences";

/**
 * Uploading a saved audience: when X says some custom audiences are not ready (409), the user
 * confirms going on without them (spec §8); refusals (no subscription, no access) show as toasts.
 * The uploads lists reload by themselves (the mutation invalidates them).
 */
export function useUpload() {
  const t = useTranslations("savedAudiences");
  const tt = useTranslations("targeting");
  const { mutateAsync } = useUploadAudienceMutation();
  return async function upload(audience: SavedAudience, adAccountId: string) {
    if (!isImportable(audience.targeting_package, audience.countries.map((c) => c.label))) return void toast.error(tt("emptyPackage"));
    const send = (skip: boolean) => mutateAsync({ id: audience.id, adAccountId, skipNotReady: skip });
    let result: UploadedAudience;
    try {
      result = await send(false);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 409)) return toastHttpError(error);
      if (!window.confirm(error.message)) return;
      try {
        result = await send(true);
      } catch (again) {
        return toastHttpError(again);
      }
    }
    toast.success(t("uploaded", { account: adAccountId, count: result.criteria_count }));
    if (result.skipped.length) toast.warn(t("uploadSkipped", { count: result.skipped.length, labels: result.skipped.map((s) => s.label).join(", ") }), { timeout: 12000 });
  };
}
