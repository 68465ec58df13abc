import "server-only";
import { getFormatter, getTranslations } from "next-intl/server";
import type { CorpusExamples } from "@/lib/domain/public-site";
import { exploreHandle, exploreHashtag, type RankedItem } from "./ranked-list";

export interface WordedExamples {
  title: string;
  lead: string;
  empty: string | null;
  hashtags: { title: string; items: RankedItem[] };
  accounts: { title: string; items: RankedItem[] };
}

/**
 * The live examples as the page words them (numbers and plural messages): called once per read of
 * the examples and language, as the home page prerenders them (home-examples.tsx).
 */
export async function wordedExamples(examples: CorpusExamples): Promise<WordedExamples> {
  const [t, format] = await Promise.all([getTranslations("publicSite.home"), getFormatter()]);
  const n = (value: number) => format.number(value);
  return {
    title: t("examplesTitle"),
    lead: t("examplesLead", { accounts: n(examples.accounts), posts: n(examples.posts) }),
    empty: examples.posts === 0 ? t("empty") : null,
    hashtags: {
      title: t("hashtagsTitle"),
      items: examples.hashtags.map((h) => ({ key: h.tag, label: `#${h.tag}`, href: exploreHashtag(h.tag), figure: t("hashtagRow", { posts: n(h.posts), authors: n(h.authors) }) })),
    },
    accounts: {
      title: t("accountsTitle"),
      items: examples.topAccounts.map((a) => ({ key: a.handle, label: `@${a.handle}`, href: exploreHandle(a.handle), figure: t("followers", { count: n(a.followers) }) })),
    },
  };
}

