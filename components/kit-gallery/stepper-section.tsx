"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Stepper } from "@/components/ui/stepper";
import { TextInput } from "@/components/ui/text-input";
import { currencySymbol } from "@/lib/domain/format";
import { GallerySection } from "./gallery-section";

const MIN_BUDGET = 500;

export function StepperSection() {
  const t = useTranslations("kit.stepper");
  const [name, setName] = useState("");
  const [budget, setBudget] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [run, setRun] = useState(0);

  const restart = () => {
    setName("");
    setBudget("");
    setSubmitted(false);
    setRun((n) => n + 1);
  };

  return (
    <GallerySection id="stepper" title={t("title")} description={t("description")}>
      {submitted ? (
        <div role="status" data-testid="stepper-done" className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-success/10 text-success">
            <Icon name="check_circle" size="xl" />
          </span>
          <p className="font-medium">{t("done", { name })}</p>
          <Button variant="outline" size="sm" onClick={restart}>
            {t("again")}
          </Button>
        </div>
      ) : (
        <Stepper
          key={run}
          label={t("label")}
          submitLabel={t("create")}
          onSubmit={() => setSubmitted(true)}
          steps={[
            {
              key: "audience",
              name: t("audience"),
              hint: t("audienceHint"),
              filled: name.trim() !== "",
              slot: (
                <Field label={t("audienceName")} hint={t("audienceNameHint")} className="max-w-md">
                  <TextInput data-testid="stepper-name" value={name} onChange={(e) => setName(e.target.value)} placeholder={t("audiencePlaceholder")} />
                </Field>
              ),
            },
            {
              key: "budget",
              name: t("budget"),
              hint: t("budgetHint"),
              filled: budget.trim() !== "",
              validate: () => Number(budget) >= MIN_BUDGET || t("budgetTooLow", { min: `${currencySymbol("USD")}${MIN_BUDGET}` }),
              slot: (
                <Field label={t("budgetAmount", { symbol: currencySymbol("USD") })} hint={t("budgetAmountHint", { min: MIN_BUDGET })} className="max-w-md">
                  <TextInput data-testid="stepper-budget" inputMode="numeric" value={budget} onChange={(e) => setBudget(e.target.value.replace(/[^\d]/g, ""))} />
                </Field>
              ),
            },
            {
              key: "review",
              name: t("review"),
              hint: t("reviewHint"),
              slot: (
                <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                  <dt className="text-muted-foreground">{t("audienceName")}</dt>
                  <dd className="font-medium">{name}</dd>
                  <dt className="text-muted-foreground">{t("budget")}</dt>
                  <dd className="font-medium tabular-nums">
                    {currencySymbol("USD")}
                    {Number(budget || 0).toLocaleString()}
                  </dd>
                </dl>
              ),
            },
          ]}
        />
      )}
    </GallerySection>
  );
}
