import "server-only";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
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
 * The live examples as the page words them, kept per examples read and language: numbers and plural
 * messages cost a formatter and a compiled message each per request (next-intl keeps them for one
 * request), and these change only when the examples are read again (every five minutes).
 */
const worded = new WeakMap<CorpusExamples, Map<string, WordedExamples>>();

async function word(examples: CorpusExamples): Promise<WordedExamples> {
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

export async function wordedExamples(examples: CorpusExamples): Promise<WordedExamples> {
  const locale = await getLocale();
  let byLocale = worded.get(examples);
  if (!byLocale) worded.set(examples, (byLocale = new Map()));
  let words = byLocale.get(locale);
  if (!words) byLocale.set(locale, (words = await word(examples)));
  return words;
}
