"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import type { UploadedAudience } from "@/lib/client/targeting/saved-audiences";

const TONE = { active: "success", scheduled: "info", draft: "neutral", paused: "warn", halted: "danger", expired: "neutral", unknown: "neutral" } as const;

/** An upload's status label (spec §4), or "not uploaded". */
export function StatusChip({ upload }: { upload: UploadedAudience | undefined }) {
  const t = useTranslations("savedAudiences.statuses");
  if (!upload) return <span className="text-sm text-muted-foreground">{t("notUploaded")}</span>;
  return (
    <Chip size="sm" tone={TONE[upload.status]} data-testid="upload-status">
      {t(upload.status)}
    </Chip>
  );
}
