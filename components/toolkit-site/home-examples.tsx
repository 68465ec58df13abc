import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { CorpusExamples } from "@/lib/domain/public-site";

/** Live examples read from the corpus: the busiest hashtags and the most followed accounts, each one click from an analysis. */
export async function HomeExamples({ examples }: { examples: CorpusExamples }) {
  const [t, format] = await Promise.all([getTranslations("publicSite.home"), getFormatter()]);
  const n = (value: number) => format.number(value);
  return (
    <section aria-labelledby="live-examples" className="flex flex-col gap-4">
      <div>
        <h2 id="live-examples" className="text-2xl font-semibold tracking-tight">
          {t("examplesTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("examplesLead", { accounts: n(examples.accounts), posts: n(examples.posts) })}</p>
      </div>
      {examples.posts === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <section className="rounded-xl border border-border bg-card p-6" aria-labelledby="live-hashtags">
            <h3 id="live-hashtags" className="font-semibold">
              {t("hashtagsTitle")}
            </h3>
            <ol className="mt-3 flex flex-col gap-2 text-sm" data-testid="live-hashtags">
              {examples.hashtags.map((h) => (
                <li key={h.tag} className="flex items-baseline justify-between gap-3">
                  <Link href={`/explore?type=conversation&q=${encodeURIComponent(`#${h.tag}`)}`} className="font-medium text-primary hover:underline">
                    #{h.tag}
                  </Link>
                  <span className="text-muted-foreground">{t("hashtagRow", { posts: n(h.posts), authors: n(h.authors) })}</span>
                </li>
              ))}
            </ol>
          </section>
          <section className="rounded-xl border border-border bg-card p-6" aria-labelledby="live-accounts">
            <h3 id="live-accounts" className="font-semibold">
              {t("accountsTitle")}
            </h3>
            <ol className="mt-3 flex flex-col gap-2 text-sm" data-testid="live-accounts">
              {examples.topAccounts.map((a) => (
                <li key={a.handle} className="flex items-baseline justify-between gap-3">
                  <Link href={`/explore?type=handle&q=${encodeURIComponent(a.handle)}`} className="font-medium text-primary hover:underline">
                    @{a.handle}
                  </Link>
                  <span className="text-muted-foreground">{t("followers", { count: n(a.followers) })}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </section>
  );
}
