"use client";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { Field, useFieldControl } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { cn } from "@/components/ui/cn";
import { useLazyZodForm } from "@/lib/client/forms/use-lazy-zod-form";
import { CONVERSATION_ORDERS, SCREEN_QUERY_TYPES, type AnalysisRequest } from "@/lib/domain/analysis-screen/session";
import { queryBarValues } from "@/lib/domain/analysis-screen/query-bar-values";

const loadSchema = () => import("@/lib/schemas/analysis-query-bar").then((m) => m.queryBarSchema);

/** ISO to the value a datetime-local input shows (the browser's time zone), and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);

const selectClass = "h-9 w-full rounded-lg border border-border bg-card px-3 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30";

/** A native select that takes its Field's id (so the label names it). */
function Select(props: React.ComponentProps<"select">) {
  const field = useFieldControl();
  return <select id={field?.id} aria-describedby={field?.describedBy} className={selectClass} {...props} />;
}

/** The query bar: the four query types with their hints, the query and, for conversations, every option. */
export function QueryBar({ initial, busy, onSubmit }: { initial: AnalysisRequest; busy: boolean; onSubmit: (r: AnalysisRequest) => void }) {
  const t = useTranslations("analysis");
  const { form } = useLazyZodForm(loadSchema, { defaultValues: queryBarValues(initial) });
  const { register, control, handleSubmit, setValue, watch, formState } = form;
  const queryType = watch("queryType");

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-sm" aria-label={t("queryLabel")} data-testid="query-bar">
      <div role="radiogroup" aria-label={t("queryType")} className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {SCREEN_QUERY_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={queryType === type}
            onClick={() => setValue("queryType", type)}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
              queryType === type ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t(`types.${type}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <Field label={<span className="sr-only">{t("queryLabel")}</span>} error={formState.errors.handle ? t("emptyQuery") : undefined}>
            <TextInput size="lg" icon="search" {...register("handle")} placeholder={t(`placeholders.${queryType}`)} />
          </Field>
        </div>
        {/* Never disabled while loading: a new query replaces (cancels) the running one. */}
        <Button type="submit" size="lg" aria-describedby={busy ? "analysis-busy" : undefined}>
          {t("analyze")}
        </Button>
      </div>
      {busy ? (
        <p id="analysis-busy" role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner size="sm" /> {t("analysing")}
        </p>
      ) : null}
      {queryType === "conversation" && (
        <fieldset className="grid gap-3 border-t border-border pt-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold">{t("options")}</legend>
          <Controller
            control={control}
            name="conversationStart"
            render={({ field }) => (
              <Field label={t("start")}>
                <TextInput type="datetime-local" value={toLocalInput(field.value)} onBlur={field.onBlur} onChange={(e) => { const v = fromLocalInput(e.target.value); if (v) field.onChange(v); }} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="conversationEnd"
            render={({ field, fieldState }) => (
              <Field label={t("end")} error={fieldState.error ? t("endBeforeStart") : undefined}>
                <TextInput type="datetime-local" value={toLocalInput(field.value)} onBlur={field.onBlur} onChange={(e) => { const v = fromLocalInput(e.target.value); if (v) field.onChange(v); }} />
              </Field>
            )}
          />
          <Field label={t("order")}>
            <Select {...register("conversationOrderPosts")}>
              {CONVERSATION_ORDERS.map((o) => <option key={o} value={o}>{t(`orders.${o}`)}</option>)}
            </Select>
          </Field>
          <Field label={t("countries")} hint={t("countriesHint")}>
            <TextInput {...register("country")} />
          </Field>
          <Field label={t("trendCountry")}>
            <TextInput {...register("countryTrend")} />
          </Field>
          <Field label={t("extraKeyword")}>
            <TextInput {...register("extraKeyword")} />
          </Field>
          <Field label={t("extraKeywordType")}>
            <Select {...register("extraKeywordType")}>
              <option value="and">{t("and")}</option>
              <option value="or">{t("or")}</option>
            </Select>
          </Field>
          <Field label={t("excludeKeywords")} hint={t("excludeHint")}>
            <TextInput {...register("excludeKeywords")} />
          </Field>
          <Field label={t("shareOfVoice")} hint={t("shareOfVoiceHint")} className="sm:col-span-2">
            <TextInput {...register("shareOfConversation")} />
          </Field>
          <Controller
            control={control}
            name="shareOfVoiceWithKeywords"
            render={({ field }) => (
              <Field layout="inline" label={t("shareOfVoiceWithKeywords")} className="sm:col-span-2 self-end">
                <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
              </Field>
            )}
          />
        </fieldset>
      )}
    </form>
  );
}
