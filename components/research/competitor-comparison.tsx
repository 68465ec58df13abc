"use client";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useAccountTopicsQuery, useCompareAccountsQuery } from "@/lib/client/queries/competitors";
import { PackageLink } from "./package-link";
import { QueryError } from "./query-error";
import { SimpleTable } from "@/components/ui/simple-table";

const nf = (n: number) => n.toLocaleString();
const pct = (n: number) => `${(Math.round(n * 10) / 10).toLocaleString()}%`;

/** The chosen handles side by side: audience size, growth, engagement, overlaps, topics and shared interests. */
export function CompetitorComparison({ handles }: { handles: string[] }) {
  const t = useTranslations("research.competitors.comparison");
  const compare = useCompareAccountsQuery(handles);
  const topics = useAccountTopicsQuery(handles);
  const error = compare.error ?? topics.error;
  if (error) return <QueryError error={error} />;
  if (!compare.data || !topics.data) return <Spinner size="sm" />;
  const c = compare.data;
  const tp = topics.data;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="comparison-heading" data-testid="competitor-comparison">
      <h2 id="comparison-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <SimpleTable headers={[t("account"), t("audience"), t("growth"), t("posts"), t("engagement"), <span key="package" className="sr-only">{t("package")}</span>]}>
        {c.accounts.map((a) => (
          <tr key={a.handle} className="border-t border-border" data-testid="compared-account">
            <th scope="row" className="p-3 text-left font-medium">@{a.handle}</th>
            <td className="p-3">{nf(a.followers_in_corpus)}</td>
            <td className="p-3">{t("growthValue", { count: nf(a.new_followers_30d), share: pct(a.growth_30d) })}</td>
            <td className="p-3">{nf(a.posts_in_corpus)}</td>
            <td className="p-3">{a.engagement_per_post.toLocaleString()}</td>
            <td className="p-3 text-right"><PackageLink handle={a.handle} label={t("package")} /></td>
          </tr>
        ))}
      </SimpleTable>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-xl border border-border bg-card p-5" aria-labelledby="overlap-heading">
          <h3 id="overlap-heading" className="font-semibold">{t("overlaps")}</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="overlaps">
            {c.overlaps.map((o) => (
              <li key={`${o.a}-${o.b}`}>{t("overlap", { a: o.a ?? "", b: o.b ?? "", shared: nf(o.shared_followers), jaccard: pct(o.jaccard * 100) })}</li>
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-border bg-card p-5" aria-labelledby="shared-heading">
          <h3 id="shared-heading" className="font-semibold">{t("sharedInterests")}</h3>
          {!tp.shared_interests.length && <p className="mt-2 text-sm text-muted-foreground">{t("noShared")}</p>}
          <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="shared-interests">
            {tp.shared_interests.map((s) => (
              <li key={s.label}>
                <span className="font-medium">{s.label}</span>{" "}
                <span className="text-muted-foreground">{s.shares.map((v, i) => `@${tp.accounts[i].handle} ${pct(v)}`).join(" · ")}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tp.accounts.map((a) => (
          <article key={a.handle} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5" data-testid="account-topics">
            <h3 className="font-semibold">@{a.handle}</h3>
            <p className="text-xs text-muted-foreground">
              {t("topicsBase", { posts: nf(a.posts) })} {a.topics.map((x) => `#${x.topic} (${x.posts})`).join(" ") || t("noTopics")}
            </p>
            <p className="text-xs text-muted-foreground">
              {t("interestsBase", { analysed: nf(a.audience.analysed), population: nf(a.audience.population), withInterests: nf(a.audience.with_interests), coverage: pct(a.audience.coverage * 100) })}
            </p>
            <ul className="flex flex-col gap-0.5 text-sm">
              {a.interests.slice(0, 5).map((i) => (
                <li key={i.label}>
                  {i.label} <span className="text-muted-foreground">{pct(i.share)}{i.margin > 0 ? ` ± ${i.margin}` : ""}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t("method", { method: tp.method })}</p>
    </section>
  );
}
