"use client";
import { useLocale, useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { LineChart } from "@/components/analysis/charts/line-chart";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable, type TableColumn } from "@/components/ui/data-table";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { usePayoutMutations } from "@/lib/client/queries/payout-mutations";
import { usePayoutsQuery } from "@/lib/client/queries/use-payouts-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import type { PayoutRow, PayoutView } from "@/lib/schemas/creator-posts";
import { Figure } from "./figure";
import { PayoutEntryForm, PayoutImportForm } from "./payout-forms";
import { useNumbers } from "./use-numbers";

/** Payout prediction: the next period with its interval and back-test, the bot-purge simulation, and the payouts it learns from. */
export function PayoutCard({ account }: { account: number }) {
  const t = useTranslations("deepThought.payout");
  const query = usePayoutsQuery(account);
  useErrorToast(query.error);
  const d = query.data;
  return (
    <div className="space-y-6" data-testid="payout">
      <Card>
        <CardHeader><CardTitle>{t("title")}</CardTitle></CardHeader>
        <CardContent className="space-y-4">{d ? <Prediction d={d} /> : <Loading />}</CardContent>
      </Card>
      {d && <Purge d={d} />}
      <Card>
        <CardHeader><CardTitle>{t("history")}</CardTitle></CardHeader>
        <CardContent className="space-y-4">
          <PayoutEntryForm account={account} />
          {d && <PayoutTable account={account} rows={d.payouts} currency={d.currency} />}
          <PayoutImportForm account={account} />
        </CardContent>
      </Card>
    </div>
  );
}

function useMoney(currency: string) {
  const locale = useLocale();
  const m = new Intl.NumberFormat(locale, { style: "currency", currency });
  return (v: number) => m.format(v);
}

function Prediction({ d }: { d: PayoutView }) {
  const t = useTranslations("deepThought.payout");
  const f = useNumbers();
  const money = useMoney(d.currency);
  const p = d.prediction;
  if (!p.enough) return <p className="rounded-md border border-border p-3 text-sm" data-testid="payout-not-enough">{t("notEnough", { periods: p.periods, needed: p.periods_needed })}</p>;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure testId="payout-predicted" label={t("next")} value={money(p.predicted)} note={t("interval", { low: money(p.low), high: money(p.high) })} />
        <Figure testId="payout-error" label={t("backtestError")} value={money(p.mae)} note={t("naive", { naive: money(p.naive_mae), periods: p.backtest.length })} />
        <Figure testId="payout-rate" label={t("rate")} value={money(p.rate)} note={t("expected", { n: f.count(p.expected_verified_engagements) })} />
      </div>
      <LineChart
        label={t("backtest")}
        series={[
          { name: t("actual"), points: p.backtest.map((b) => ({ x: b.period_start, y: b.actual })) },
          { name: t("predicted"), points: p.backtest.map((b) => ({ x: b.period_start, y: b.predicted })) },
          { name: t("naiveSeries"), points: p.backtest.map((b) => ({ x: b.period_start, y: b.naive })) },
        ]}
      />
      <p className="text-xs text-muted-foreground">{t("method")}</p>
    </>
  );
}

function Purge({ d }: { d: PayoutView }) {
  const t = useTranslations("deepThought.payout");
  const f = useNumbers();
  const money = useMoney(d.currency);
  const rows: [string, { now: number; after: number } | null, (v: number) => string][] = [
    [t("purgeFollowers"), d.purge.followers, f.count],
    [t("purgeEngagements", { days: d.purge.days }), d.purge.engagements, f.count],
    [t("purgeVerified", { days: d.purge.days }), d.purge.verified_engagements, f.count],
    [t("purgePayout"), d.purge.payout, money],
  ];
  return (
    <Card data-testid="bot-purge">
      <CardHeader><CardTitle>{t("purge")}</CardTitle></CardHeader>
      <CardContent className="space-y-2">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-muted-foreground"><th className="text-start font-normal" /><th className="text-end font-normal">{t("now")}</th><th className="text-end font-normal">{t("after")}</th></tr>
          </thead>
          <tbody>
            {rows.map(([label, v, show]) => (
              <tr key={label}>
                <th scope="row" className="py-1 text-start font-normal">{label}</th>
                <td className="text-end tabular-nums">{v ? show(v.now) : "–"}</td>
                <td className="text-end tabular-nums">{v ? show(v.after) : t("needsPrediction")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-muted-foreground">{t("purgeMethod")}</p>
      </CardContent>
    </Card>
  );
}

function PayoutTable({ account, rows, currency }: { account: number; rows: PayoutRow[]; currency: string }) {
  const t = useTranslations("deepThought.payout");
  const f = useNumbers();
  const money = useMoney(currency);
  const { remove } = usePayoutMutations(account);
  const columns: TableColumn<PayoutRow>[] = [
    { name: t("period"), value: (r) => `${f.date(r.period_start)} – ${f.date(r.period_end)}` },
    { name: t("amount"), value: (r) => money(r.amount), align: "end" },
    { name: t("verifiedEngagements"), value: (r) => f.count(r.verified_engagements), align: "end" },
    { name: t("source"), value: (r) => t(`sources.${r.source}`) },
    { name: "", value: "id", slot: (r) => <Button size="sm" variant="ghost" onClick={() => remove.mutateAsync(r.id).catch(toastHttpError)}>{t("delete")}</Button> },
  ];
  return <DataTable caption={t("history")} columns={columns} rows={[...rows].reverse()} rowKey={(r) => String(r.id)} empty={t("empty")} />;
}
