import { getFormatter, getTranslations } from "next-intl/server";
import type { CorpusExamples } from "@/lib/domain/public-site";
import { exploreHandle, exploreHashtag, RankedList } from "./ranked-list";

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
          <RankedList
            id="live-hashtags"
            title={t("hashtagsTitle")}
            items={examples.hashtags.map((h) => ({ key: h.tag, label: `#${h.tag}`, href: exploreHashtag(h.tag), figure: t("hashtagRow", { posts: n(h.posts), authors: n(h.authors) }) }))}
          />
          <RankedList
            id="live-accounts"
            title={t("accountsTitle")}
            items={examples.topAccounts.map((a) => ({ key: a.handle, label: `@${a.handle}`, href: exploreHandle(a.handle), figure: t("followers", { count: n(a.followers) }) }))}
          />
        </div>
      )}
    </section>
  );
}
