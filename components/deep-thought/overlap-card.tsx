"use client";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { ErrorNote } from "@/components/auth/parts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useFollowerOverlapQuery } from "@/lib/client/queries/use-follower-overlap-query";
import { HttpError } from "@/lib/domain/http-errors";
import { overlapHandleSchema, type CreatorAccountView } from "@/lib/schemas/creators";
import { ChartPngButton } from "./chart-png-button";
import { OverlapDiagram } from "./overlap-diagram";
import { useActiveAccount } from "./use-active-account";
import { useNumbers } from "./use-numbers";


/** Followers shared with another of the creator's accounts or any handle: counts, a two-set diagram and the largest shared followers. */
export function OverlapCard({ account }: { account: CreatorAccountView }) {
  const t = useTranslations("deepThought.overlap");
  const f = useNumbers();
  const card = useRef<HTMLDivElement>(null);
  const { me } = useActiveAccount();
  const [other, setOther] = useState<{ handle?: string; account?: number } | null>(null);
  const query = useFollowerOverlapQuery(account.id, other);
  const { form } = useZodForm(overlapHandleSchema, { defaultValues: { handle: "" } });
  const submit = form.handleSubmit(({ handle }) => setOther({ handle }));
  const o = query.data;
  return (
    <Card ref={card} data-testid="overlap">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{t("title")}</CardTitle>
        {o && <ChartPngButton target={() => card.current} filename="follower-overlap.png" />}
      </CardHeader>
      <CardContent className="space-y-4">
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit}>
          <Field id="overlap-handle" label={t("handle")} error={form.formState.errors.handle?.message} className="min-w-56 flex-1">
            <TextInput placeholder="@handle" {...form.register("handle")} />
          </Field>
          <Button type="submit" variant="outline" pending={query.isFetching}>{t("compare")}</Button>
          {me?.accounts.filter((a) => a.id !== account.id).map((a) => (
            <Button key={a.id} type="button" variant="ghost" onClick={() => setOther({ account: a.id })}>{t("withAccount", { handle: a.handle })}</Button>
          ))}
        </form>
        {query.error && <ErrorNote>{query.error instanceof HttpError ? query.error.message : String(query.error)}</ErrorNote>}
        {o && (
          <div className="space-y-3" data-testid="overlap-result">
            <OverlapDiagram
              a={o.a.followers}
              b={o.b.followers}
              shared={o.shared}
              labels={{ a: `@${o.a.handle} ${f.count(o.only_a)}`, shared: f.count(o.shared), b: `@${o.b.handle} ${f.count(o.only_b)}` }}
            />
            <p className="text-sm" data-testid="overlap-summary">
              {t("summary", { shared: f.count(o.shared), a: o.a.handle, b: o.b.handle, jaccard: f.percent(o.jaccard) })}
            </p>
            {!o.complete && <p className="text-xs text-muted-foreground">{t("capped")}</p>}
            {o.intersection.length > 0 && (
              <p className="text-sm text-muted-foreground">{t("largestShared", { handles: o.intersection.slice(0, 10).map((a) => `@${a.handle}`).join(", ") })}</p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
