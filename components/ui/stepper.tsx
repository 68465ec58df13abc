"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { advance, back, canJumpTo, isLastStep, stepStatus } from "@/lib/domain/kit/stepper";
import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";

/** A step: `filled` says its inputs are complete; `validate` may refuse with a message (or false). */
export type StepItem = {
  key: string;
  name: string;
  hint?: string;
  slot: React.ReactNode;
  filled?: boolean;
  validate?: () => boolean | string | Promise<boolean | string>;
};

type StepperProps = {
  steps: readonly StepItem[];
  onSubmit: () => unknown;
  /** Names the step list for assistive tech. */
  label: string;
  submitLabel?: string;
  onStepChange?: (index: number) => void;
  className?: string;
};

async function runValidation(step: StepItem): Promise<{ valid: boolean; message: string | null }> {
  const result = step.validate ? await step.validate() : true;
  if (typeof result === "string") return { valid: false, message: result };
  return { valid: result, message: null };
}

/** A multi-step form: a step is passed only when filled and valid, the last one submits. */
export function Stepper({ steps, onSubmit, label, submitLabel, onStepChange, className }: StepperProps) {
  const t = useTranslations("kit.stepper");
  const [current, setCurrent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const step = steps[current];
  const last = isLastStep(current, steps.length);

  const go = (index: number) => {
    setError(null);
    setCurrent(index);
    onStepChange?.(index);
  };

  const next = async () => {
    const filled = step.filled ?? true;
    const { valid, message } = filled ? await runValidation(step) : { valid: false, message: null };
    const result = advance(current, steps.length, filled, valid);
    if (result.kind === "blocked") {
      setError(result.reason === "unfilled" ? t("unfilled") : (message ?? t("invalid")));
      return;
    }
    if (result.kind === "next") go(result.index);
    else await onSubmit();
  };

  return (
    <div data-slot="stepper" data-current={current} className={cn("flex flex-col gap-6", className)}>
      <ol aria-label={label} className="flex flex-wrap items-start gap-x-2 gap-y-3">
        {steps.map((item, index) => {
          const status = stepStatus(index, current);
          const jumpable = canJumpTo(index, current);
          return (
            <li key={item.key} data-status={status} className="flex min-w-0 flex-1 items-start gap-2">
              <button
                type="button"
                data-slot="stepper-step"
                aria-current={status === "current" ? "step" : undefined}
                aria-disabled={!jumpable || undefined}
                onClick={() => jumpable && go(index)}
                className={cn(
                  "group flex min-w-0 items-start gap-2.5 rounded-lg p-1 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  jumpable ? "cursor-pointer" : "cursor-default",
                )}
              >
                <span
                  className={cn(
                    "grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold transition-colors",
                    status === "complete" && "border-primary bg-primary text-primary-foreground group-hover:bg-primary/85",
                    status === "current" && "border-primary bg-card text-primary ring-4 ring-primary/15",
                    status === "upcoming" && "border-border bg-card text-muted-foreground",
                  )}
                >
                  {status === "complete" ? <Icon name="check" size="sm" /> : index + 1}
                </span>
                <span className="flex min-w-0 flex-col pt-0.5">
                  <span className={cn("truncate text-sm font-medium", status === "upcoming" ? "text-muted-foreground" : "text-foreground")}>
                    <span className="sr-only">{t(`status.${status}`)} </span>
                    {item.name}
                  </span>
                  {item.hint ? <span className="truncate text-xs text-muted-foreground">{item.hint}</span> : null}
                </span>
              </button>
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className={cn("mt-4 hidden h-px min-w-6 flex-1 sm:block", index < current ? "bg-primary" : "bg-border")} />
              ) : null}
            </li>
          );
        })}
      </ol>
      <div data-slot="stepper-panel" className="min-h-24">
        {step?.slot}
      </div>
      {error ? (
        <p role="alert" data-slot="stepper-error" className="flex items-center gap-1.5 text-sm font-medium text-danger">
          <Icon name="error" size="sm" />
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
        <Button variant="outline" onClick={() => go(back(current))} disabled={current === 0}>
          <Icon name="arrow_back" size="sm" />
          {t("back")}
        </Button>
        <span className="text-xs text-muted-foreground">{t("progress", { current: current + 1, total: steps.length })}</span>
        <Button onClick={next} data-testid="stepper-next">
          {last ? (submitLabel ?? t("submit")) : t("next")}
          {last ? null : <Icon name="arrow_forward" size="sm" />}
        </Button>
      </div>
    </div>
  );
}
