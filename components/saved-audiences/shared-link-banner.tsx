"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useRestoreSharedMutation, useSharedAudienceQuery } from "@/lib/client/queries/audiences";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { toast } from "@/lib/client/toasts";

/** A share link opened on the saved-lists page: what it holds, and adding it to the current team. */
export function SharedLinkBanner({ token, team }: { token: string; team: string }) {
  const t = useTranslations("savedAudiences");
  const { data, error } = useSharedAudienceQuery(token);
  useErrorToast(error);
  const restore = useRestoreSharedMutation(team);
  if (!data) return null;
  return (
    <Card padding="md" className="flex flex-row flex-wrap items-center justify-between gap-3 border-primary/30" data-testid="shared-link">
      <div>
        <p className="font-medium">{t("sharedLinkTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("sharedLinkBody", { name: data.audience.name, by: data.shared_by ?? "—" })}</p>
      </div>
      <Button pending={restore.isPending} onClick={() => restore.mutate(token, { onSuccess: () => toast.success(t("restored")), onError: toastHttpError })}>
        {t("restore")}
      </Button>
    </Card>
  );
}
