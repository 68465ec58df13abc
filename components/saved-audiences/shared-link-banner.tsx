"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { api } from "@/lib/client/http/api";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useLoad } from "@/lib/client/auth/use-load";
import { toast } from "@/lib/client/toasts";

interface SharedAudience {
  shared_by: string | null;
  audience: { name: string };
}

/** A share link opened on the saved-lists page: what it holds, and adding it to the current team. */
export function SharedLinkBanner({ token, team, onRestored }: { token: string; team: string; onRestored: () => void }) {
  const t = useTranslations("savedAudiences");
  const loader = useCallback(() => api().request<SharedAudience>("GET", "/api/external/audience-usages/verify_signed/", { query: { token } }), [token]);
  const { data } = useLoad(loader, toastHttpError);
  if (!data) return null;
  const restore = async () => {
    try {
      await api().request("POST", "/api/external/audience-usages/restore/", { body: { token, team } });
      toast.success(t("restored"));
      onRestored();
    } catch (error) {
      toastHttpError(error);
    }
  };
  return (
    <Card padding="md" className="flex flex-row flex-wrap items-center justify-between gap-3 border-primary/30" data-testid="shared-link">
      <div>
        <p className="font-medium">{t("sharedLinkTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("sharedLinkBody", { name: data.audience.name, by: data.shared_by ?? "—" })}</p>
      </div>
      <Button onClick={restore}>{t("restore")}</Button>
    </Card>
  );
}
