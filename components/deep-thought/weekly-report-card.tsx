"use client";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useReportPdfMutation, useWeeklyEmailMutation } from "@/lib/client/queries/creator-report-mutations";
import { useCreatorReportsQuery } from "@/lib/client/queries/use-creator-reports-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { formatShortDate } from "@/lib/domain/format";
import { reportDownloadSchema, reportEmailSchema, type ReportListView } from "@/lib/schemas/creator-reports";

/** The dashboard's "Weekly report": pick an ended week and download its PDF; choose the Monday e-mail. */
export function WeeklyReportCard({ account }: { account: number }) {
  const t = useTranslations("deepThought.report");
  const query = useCreatorReportsQuery(account);
  useErrorToast(query.error);
  return (
    <Card data-testid="weekly-report">
      <CardHeader>
        <CardTitle>{t("card")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("cardHint")}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.data && <DownloadForm account={account} list={query.data} />}
        {query.data && <EmailForm account={account} on={query.data.weekly_email} />}
      </CardContent>
    </Card>
  );
}

function DownloadForm({ account, list }: { account: number; list: ReportListView }) {
  const t = useTranslations("deepThought.report");
  const locale = useLocale();
  const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`, locale, "UTC");
  const download = useReportPdfMutation(account);
  const { form } = useZodForm(reportDownloadSchema, { defaultValues: { week: list.weeks[0]?.start ?? "" } });
  if (!list.weeks.length) return <p className="text-sm text-muted-foreground">{t("noWeeks", { date: day(list.next_ready) })}</p>;
  const submit = form.handleSubmit((v) => download.mutateAsync({ week: v.week, language: locale }).then(() => undefined, toastHttpError));
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit} data-testid="report-download">
      <Field id="report-week" label={t("week")} error={form.formState.errors.week?.message} className="min-w-64">
        <NativeSelect {...form.register("week")}>
          {list.weeks.map((w) => (
            <option key={w.start} value={w.start}>{t("weekOption", { start: day(w.start), end: day(w.end) })}</option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline" pending={download.isPending}>{download.isPending ? t("downloading") : t("download")}</Button>
    </form>
  );
}

function EmailForm({ account, on }: { account: number; on: boolean }) {
  const t = useTranslations("deepThought.report");
  const save = useWeeklyEmailMutation(account);
  const [saved, setSaved] = useState(false);
  const { form, serverErrors } = useZodForm(reportEmailSchema, { defaultValues: { weekly_email: on } });
  useEffect(() => form.reset({ weekly_email: on }), [form, on]);
  const submit = form.handleSubmit((v) => save.mutateAsync(v).then(() => setSaved(true), (e) => serverErrors(e) || toastHttpError(e)));
  return (
    <form className="flex flex-wrap items-center gap-3" noValidate onSubmit={submit} data-testid="report-email">
      <Field id="report-email" layout="inline" label={t("email")} hint={t("emailHint")} error={form.formState.errors.weekly_email?.message}>
        <Controller
          control={form.control}
          name="weekly_email"
          render={({ field }) => <Checkbox checked={field.value} onCheckedChange={(v) => (setSaved(false), field.onChange(v === true))} onBlur={field.onBlur} />}
        />
      </Field>
      <Button type="submit" size="sm" pending={save.isPending}>{t("emailSave")}</Button>
      {saved && <span className="text-sm text-muted-foreground" role="status">{t("emailSaved")}</span>}
    </form>
  );
}
