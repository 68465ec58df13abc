"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useCommunitiesQuery } from "@/lib/client/queries/research";

/** The dashboard's communities: each with its hashtags, words, the accounts it reaches, and a link to analyse it. */
export function CommunitiesScreen({ teamId }: { teamId: string }) {
  const t = useTranslations("research.communities");
  const communities = useCommunitiesQuery();
  const sorted = [...(communities.data ?? [])].sort((a, b) => b.accounts - a.accounts || a.name.localeCompare(b.name));
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted-foreground">{t("lead")}</p>
      {communities.isPending && <Spinner size="sm" />}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {sorted.map((c) => (
          <article key={c.name} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5" data-testid="community">
            <h2 className="font-semibold">{c.name}</h2>
            <p className="text-sm" data-testid="community-accounts">
              {t("accounts", { count: c.accounts.toLocaleString() })}
            </p>
            <p className="text-sm text-muted-foreground">{c.hashtags.map((h) => `#${h}`).join(" ")}</p>
            <p className="text-xs text-muted-foreground">
              {t("keywords")}: {c.keywords.join(", ")}
            </p>
            <Link
              className="mt-auto text-sm font-medium text-primary hover:underline"
              href={`/${encodeURIComponent(teamId)}/explore-x?type=conversation&q=${encodeURIComponent(c.hashtags.map((h) => `#${h}`).join(" OR "))}`}
            >
              {t("analyse")} →
            </Link>
          </article>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t("method")}</p>
    </div>
  );
}
