"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { SavedNotice } from "@/components/ui/saved-notice";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { HttpError } from "@/lib/domain/http-errors";
import { savablePackage } from "@/lib/domain/targeting/creator-form";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";

const SUCCESS_TIMEOUT_MS = 10_000;

/** Saves the package as an audience config of the team (spec §8: success message with a link, 10 s). */
export function SavePanel({ team, pkg, size, description, countries, savedLink, onApply }: { team: string | null; pkg: TargetingPackage; size: number | null; description: string; countries: string[]; savedLink: string; onApply: () => unknown }) {
  const t = useTranslations("creator");
  const [name, setName] = useState(description.slice(0, 80));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    setError(null);
    try {
      await api().request("POST", "/api/audience-configs/", {
        body: { team, name, size, description, countries, targeting_package: savablePackage(pkg), query_type: "audience_builder" },
      });
      setSaved(true);
      toast.success(t("save.saved"), { timeout: SUCCESS_TIMEOUT_MS });
    } catch (e) {
      const body = e instanceof HttpError ? (e.response as Record<string, string[]> | null) : null;
      setError(body?.name?.[0] ?? (e as Error).message);
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid="creator-save">
      {team ? (
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t("save.name")} error={error} className="min-w-64 flex-1">
            <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={255} />
          </Field>
          <Button onClick={save} disabled={!name.trim()}>
            {t("save.button")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("save.noTeam")}</p>
      )}
      {saved ? <SavedNotice text={t("save.saved")} linkText={t("save.link")} href={savedLink} /> : null}
      <Button variant="outline" className="self-start" onClick={onApply}>
        {t("apply.button")}
      </Button>
    </div>
  );
}
