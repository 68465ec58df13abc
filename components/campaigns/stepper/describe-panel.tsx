"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useCampaignOptionsMutation } from "@/lib/client/queries/campaign-generation";
import { HttpError } from "@/lib/domain/http-errors";
import { campaignGenerationMessage } from "@/lib/domain/targeting/rules";
import type { CampaignOptionsView } from "@/lib/schemas/campaign-generation-views";

const GENERATION_KEYS = { "Invalid email address": "invalidEmail", "No audience found": "noAudience", "Failed to generate campaign attributes": "failed" } as const;

/** /campaigns/new: a plain-language description read into the stepper's values (campaign-options), or skip to the steps. */
export function DescribePanel({ team, email, onFound, onSkip }: { team: string | null; email: string; onFound: (o: CampaignOptionsView) => void; onSkip: () => void }) {
  const t = useTranslations("campaignStepper.describe");
  const g = useTranslations("targeting.generation");
  const options = useCampaignOptionsMutation();
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const read = async () => {
    setError(null);
    if (description.trim().length < 3) return setError(t("required"));
    try {
      onFound(await options.mutateAsync({ description, email, team: team ?? "" }));
    } catch (e) {
      const body = e instanceof HttpError ? (e.response as { detail?: string; description?: string[] } | null) : null;
      // The spec's three generation messages (§8), in the UI's language.
      setError(g(GENERATION_KEYS[campaignGenerationMessage(body?.detail ?? body?.description?.[0] ?? null) as keyof typeof GENERATION_KEYS]));
    }
  };
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="campaign-describe">
      <Field label={t("label")} hint={t("hint")} error={error ?? undefined} id="campaign-description" required>
        <textarea
          id="campaign-description"
          rows={4}
          value={description}
          placeholder={t("placeholder")}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDescription(e.target.value)}
          className="w-full rounded-lg border border-border bg-card px-3 py-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 aria-invalid:border-danger"
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={read} pending={options.isPending} disabled={!team}>
          {t("read")}
        </Button>
        <Button variant="ghost" onClick={onSkip}>
          {t("skip")}
        </Button>
      </div>
    </div>
  );
}
