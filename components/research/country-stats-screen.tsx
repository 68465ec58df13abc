"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { BarList } from "@/components/analysis/charts/bar-list";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useCountryStatsQuery } from "@/lib/client/queries/research";
import { countryStatsQuerySchema } from "@/lib/schemas/research";
import { chartColor } from "@/lib/domain/format";
import { exploreHandle, exploreHashtag, RankedList } from "@/components/toolkit-site/ranked-list";
import { QueryError } from "./query-error";

const Card = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
    <h2 className="font-semibold">{title}</h2>
    {children}
  </section>
);

/** /xstats/:country?: a country in the path (a name, code or alias), its statistics from the corpus. */
export function CountryStatsScreen({ country }: { country: string | null }) {
  const t = useTranslations("research.xstats");
  const router = useRouter();
  const stats = useCountryStatsQuery(country);
  const { form } = useZodForm(countryStatsQuerySchema, { defaultValues: { country: country ?? "" } });
  const submit = form.handleSubmit((v) => router.push(`/xstats/${encodeURIComponent(v.country.toLowerCase().replace(/\s+/g, "-"))}`));
  const d = stats.data;
  const nf = (n: number) => n.toLocaleString();
  const peak = d ? Math.max(...d.hours, 1) : 1;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted-foreground">{t("lead")}</p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field label={t("country")} error={form.formState.errors.country?.message} className="w-72">
          <TextInput {...form.register("country")} />
        </Field>
        <Button type="submit" pending={stats.isFetching}>
          {stats.isFetching ? t("loading") : t("show")}
        </Button>
      </form>
      <QueryError error={stats.error} />
      {d && (
        <div className="flex flex-col gap-4" data-testid="country-stats">
          <p className="text-sm text-muted-foreground" data-testid="country-base">
            {t("base", { accounts: nf(d.accounts), country: d.country, posts: nf(d.posts), located: nf(d.located_accounts), all: nf(d.all_accounts), coverage: `${(d.coverage * 100).toFixed(1)}%` })}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <RankedList
              id="country-accounts"
              linkAs={Link}
              title={t("topAccounts")}
              items={d.top_accounts.map((a) => ({ key: a.handle, label: `@${a.handle}`, href: exploreHandle(a.handle), figure: t("followers", { count: nf(a.followers) }) }))}
            />
            <RankedList
              id="country-hashtags"
              linkAs={Link}
              title={t("hashtags")}
              items={d.hashtags.map((h) => ({ key: h.tag, label: `#${h.tag}`, href: exploreHashtag(h.tag), figure: t("hashtagRow", { posts: nf(h.posts), authors: nf(h.authors) }) }))}
            />
            <Card title={t("languages")}>
              <BarList rows={d.languages.map((l) => ({ label: l.label, share: l.share, count: l.count }))} colorful />
            </Card>
            <Card title={t("hours")}>
              <svg viewBox="0 0 240 80" className="h-32 w-full" role="img" aria-label={t("hours")} data-chart="hours">
                {d.hours.map((count, hour) => (
                  <rect key={hour} x={hour * 10 + 1} y={80 - (76 * count) / peak} width="8" height={(76 * count) / peak} rx="1.5" fill={chartColor(0)}>
                    <title>{t("hourLabel", { hour, count: nf(count) })}</title>
                  </rect>
                ))}
              </svg>
              <div className="flex justify-between text-xs text-muted-foreground">
                <span>0</span>
                <span>6</span>
                <span>12</span>
                <span>18</span>
                <span>23</span>
              </div>
            </Card>
          </div>
          <p className="text-xs text-muted-foreground">{t("method", { method: d.method })}</p>
        </div>
      )}
    </div>
  );
}
