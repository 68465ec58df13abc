"use client";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { SavedNotice } from "@/components/ui/saved-notice";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useAccountSettingsMutation } from "@/lib/client/queries/account-settings-mutation";
import { useAccountSettingsQuery } from "@/lib/client/queries/use-account-settings-query";
import { creatorSettingsSchema, TIME_ZONE_INVALID } from "@/lib/schemas/creator-settings";

/** The IANA zones this browser knows, for the field's suggestions. */
function knownZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: "timeZone") => string[] };
  return intl.supportedValuesOf ? ["UTC", ...intl.supportedValuesOf("timeZone")] : ["UTC"];
}

/** Accounts: the active account's time zone, which best time to post reads in (UTC until set). */
export function TimeZoneForm({ account, handle }: { account: number; handle: string }) {
  const t = useTranslations("deepThought.settings");
  const query = useAccountSettingsQuery(account);
  return (
    <Card id="time-zone" data-testid="time-zone-settings">
      <CardHeader>
        <CardTitle>{t("title", { handle })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        {query.data ? <ZoneForm account={account} current={query.data.time_zone} /> : <Loading />}
      </CardContent>
    </Card>
  );
}

/** The field starts at the stored zone: it is shown only once that is known. */
function ZoneForm({ account, current }: { account: number; current: string }) {
  const t = useTranslations("deepThought.settings");
  const save = useAccountSettingsMutation(account);
  const [saved, setSaved] = useState<string | null>(null);
  const zones = useMemo(() => knownZones(), []);
  const { form, serverErrors } = useZodForm(creatorSettingsSchema, { defaultValues: { time_zone: current } });
  const error = form.formState.errors.time_zone?.message;
  const submit = form.handleSubmit((v) =>
    save.mutateAsync(v).then(
      (r) => (setSaved(r.time_zone), form.reset({ time_zone: r.time_zone })),
      (e) => serverErrors(e) || toastHttpError(e),
    ),
  );
  return (
    <>
      <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit}>
        <Field id="time-zone-input" label={t("timeZone")} hint={t("current", { zone: current })} error={error === TIME_ZONE_INVALID ? t("invalid") : error}>
          <TextInput list="time-zones" autoComplete="off" spellCheck={false} className="w-64" {...form.register("time_zone", { onChange: () => setSaved(null) })} />
        </Field>
        <datalist id="time-zones">
          {zones.map((z) => <option key={z} value={z} />)}
        </datalist>
        <Button type="submit" pending={save.isPending}>{t("save")}</Button>
      </form>
      {saved && <SavedNotice text={t("saved", { zone: saved })} linkText={t("seeBestTime")} href="/premium-suite/posts?tab=best-time" />}
    </>
  );
}
