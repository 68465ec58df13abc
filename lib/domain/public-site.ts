import { LANGUAGE_PARAM, LOCALES, type Locale } from "./locale";

/** The Targeting Toolkit's public pages: rendered on the server, listed in the sitemap, open to crawlers. */
export const PUBLIC_TOOLKIT_PAGES = [
  { routeId: "home", path: "/" },
  { routeId: "about", path: "/about" },
  { routeId: "proTargeting", path: "/pro-targeting" },
  { routeId: "proSolutions", path: "/pro-solutions" },
  { routeId: "proCommunity", path: "/pro-community" },
  { routeId: "marketingMaterials", path: "/marketing-materials" },
  { routeId: "requestAccess", path: "/request-access" },
  { routeId: "getExtension", path: "/get-extension" },
] as const;

export type PublicPageId = (typeof PUBLIC_TOOLKIT_PAGES)[number]["routeId"];

/** Pages of the toolkit a crawler has no business in: signed-in tools and one-time request links. */
export const PRIVATE_TOOLKIT_PATHS = [
  "/explore",
  "/xplore",
  "/analyze",
  "/my-audiences",
  "/saved-audiences",
  "/saved-lists",
  "/targeting-lists",
  "/native-lists",
  "/native-list",
  "/campaigns",
  "/campaign-planner",
  "/audience-builder",
  "/creators",
  "/request-confirmation",
  "/request-verification",
  "/request-download",
  "/admin",
];

/** A page's URL in one language: the default language keeps the bare path, the other names itself with ?hl=. */
export function localizedUrl(origin: string, path: string, locale: Locale | null): string {
  const url = new URL(path, origin);
  if (locale) url.searchParams.set(LANGUAGE_PARAM, locale);
  return url.toString();
}

/** hreflang alternates of one page: each language, and x-default for a visitor we know nothing about. */
export function languageAlternates(origin: string, path: string): Record<string, string> {
  const out: Record<string, string> = { "x-default": localizedUrl(origin, path, null) };
  for (const locale of LOCALES) out[locale] = localizedUrl(origin, path, locale);
  return out;
}

/** The home page's live examples from the corpus. */
export interface CorpusExamples {
  accounts: number;
  posts: number;
  /** The hashtags most used in the 30 days before the corpus's newest post. */
  hashtags: { tag: string; posts: number; authors: number }[];
  topAccounts: { handle: string; name: string; followers: number }[];
}
