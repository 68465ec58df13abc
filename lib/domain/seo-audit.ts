/*
 * The search-engine checks of a public page, as Lighthouse's SEO category makes them (status code,
 * title, description, link text, crawlable links, indexable, robots.txt, hreflang, canonical,
 * viewport, legible font sizes, plugins, structured data) with the page's language, image alts, one
 * h1 and what a crawler without JavaScript reads. Pure: bench:web gathers the facts from the served
 * HTML and from Chromium, and this judges them.
 */

export interface PageFacts {
  /** The address the page was asked for. */
  url: string;
  status: number;
  /** The X-Robots-Tag response header ("" when absent). */
  xRobotsTag: string;
  title: string;
  description: string;
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  lang: string;
  /** Contents of meta robots and googlebot. */
  robotsMeta: string[];
  h1Count: number;
  viewport: string;
  ogTitle: boolean;
  imagesWithoutAlt: number;
  links: { href: string | null; text: string }[];
  jsonLd: string[];
  /** embed, object and applet elements. */
  plugins: number;
  /** Characters of visible text, and those set below 12 px (measured on a phone-sized viewport). */
  text: { total: number; small: number };
  /** What the served HTML holds without running JavaScript. */
  served: { h1: string; textChars: number };
}

/** Link texts that say nothing about where a link goes (Lighthouse's list, and their Japanese). */
const VAGUE_LINK_TEXT = new Set([
  "click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this",
  "こちら", "ここ", "詳細", "もっと見る", "詳しくはこちら", "続きを読む", "ここをクリック",
]);
const LANG = /^([a-z]{2,3})(-[A-Za-z0-9]{2,8})*$/;
const ROBOTS_DIRECTIVES = new Set(["user-agent", "allow", "disallow", "sitemap", "crawl-delay", "host"]);
const MIN_LEGIBLE_SHARE = 0.6;
const MIN_SERVED_TEXT = 200;

const absolute = (href: string) => {
  try {
    return new URL(href);
  } catch {
    return null;
  }
};

/** robots.txt: every line a known directive or a comment; answers whether a path is closed to every crawler. */
export function parseRobots(text: string): { valid: boolean; disallows: (path: string) => boolean } {
  let valid = true;
  const groups: { agents: string[]; rules: { allow: boolean; path: string }[] }[] = [];
  let current: (typeof groups)[number] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) continue;
    const m = line.match(/^([A-Za-z-]+)\s*:\s*(.*)$/);
    if (!m || !ROBOTS_DIRECTIVES.has(m[1].toLowerCase())) {
      valid = false;
      continue;
    }
    const [key, value] = [m[1].toLowerCase(), m[2].trim()];
    if (key === "user-agent") {
      if (!current || current.rules.length) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if (key === "allow" || key === "disallow") {
      if (!current) valid = false;
      else if (value) current.rules.push({ allow: key === "allow", path: value });
    }
  }
  const everyone = groups.filter((g) => g.agents.includes("*")).flatMap((g) => g.rules);
  const disallows = (path: string) => {
    // The longest matching rule decides; a tie goes to allow.
    let best: { allow: boolean; length: number } | null = null;
    for (const r of everyone) {
      const prefix = r.path.replace(/\*.*$/, "").replace(/\$$/, "");
      if (!path.startsWith(prefix)) continue;
      if (!best || prefix.length > best.length || (prefix.length === best.length && r.allow)) best = { allow: r.allow, length: prefix.length };
    }
    return best ? !best.allow : false;
  };
  return { valid, disallows };
}

/** The failed checks of a page in the given language (empty: every check passes). */
export function seoFailures(page: PageFacts, expectedLang: string, robotsTxt: string): string[] {
  const failed: string[] = [];
  const url = new URL(page.url);
  if (page.status < 200 || page.status >= 400) failed.push(`http status ${page.status}`);
  if (page.title.trim().length < 10) failed.push("title");
  if (page.description.trim().length < 50) failed.push("meta description");

  const vague = page.links.filter((l) => VAGUE_LINK_TEXT.has(l.text.trim().toLowerCase().replace(/[.…→»›:]+$/u, "").trim()));
  if (vague.length) failed.push(`link text (${vague.map((l) => `"${l.text.trim()}"`).join(", ")})`);
  const uncrawlable = page.links.filter((l) => {
    const href = l.href?.trim() ?? "";
    if (!href || /^javascript:/i.test(href)) return true;
    return absolute(new URL(href, page.url).href) === null;
  });
  if (uncrawlable.length) failed.push(`crawlable links (${uncrawlable.length})`);
  const nameless = page.links.filter((l) => !l.text.trim());
  if (nameless.length) failed.push(`links without text (${nameless.length})`);

  const robots = parseRobots(robotsTxt);
  if (!robots.valid) failed.push("robots.txt valid");
  if ([...page.robotsMeta, page.xRobotsTag].some((v) => /noindex|none/i.test(v)) || robots.disallows(url.pathname)) failed.push("indexable");

  const hreflangs = page.alternates.map((a) => a.hreflang);
  for (const h of ["en", "ja", "x-default"]) if (!hreflangs.includes(h)) failed.push(`hreflang ${h}`);
  for (const a of page.alternates) {
    if ((a.hreflang !== "x-default" && !LANG.test(a.hreflang)) || !absolute(a.href)) failed.push(`hreflang valid (${a.hreflang})`);
  }

  if (page.canonicals.length !== 1) failed.push("canonical (one)");
  else {
    const canonical = absolute(page.canonicals[0]);
    const own = `${url.pathname}${url.search}`;
    if (!canonical) failed.push("canonical (absolute)");
    else if (canonical.host !== url.host) failed.push("canonical (same host)");
    else if (canonical.pathname === "/" && url.pathname !== "/") failed.push("canonical (points at the root)");
    else if (`${canonical.pathname}${canonical.search}` !== own.replace(/[?&]hl=en$/, "") && !page.alternates.some((a) => a.href === canonical.href)) failed.push("canonical (this page)");
  }

  if (!/width\s*=|initial-scale/.test(page.viewport)) failed.push("viewport");
  if (page.lang !== expectedLang || !LANG.test(page.lang)) failed.push("html lang");
  if (page.imagesWithoutAlt) failed.push("image alt");
  if (page.h1Count !== 1) failed.push("one h1");
  if (!page.ogTitle) failed.push("og:title");
  if (page.plugins) failed.push("plugins");
  if (page.text.total && (page.text.total - page.text.small) / page.text.total < MIN_LEGIBLE_SHARE) failed.push("font size legible");
  for (const text of page.jsonLd) {
    try {
      JSON.parse(text);
    } catch {
      failed.push("structured data (JSON-LD parses)");
    }
  }
  if (!page.served.h1.trim()) failed.push("heading without JavaScript");
  if (page.served.textChars < MIN_SERVED_TEXT) failed.push("text without JavaScript");
  return failed;
}

/** The heading and the amount of text of served HTML, as a crawler that runs no JavaScript reads them. */
export function servedText(html: string): { h1: string; textChars: number } {
  const body = html.replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const decode = (s: string) => s.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/&[a-z#0-9]+;/gi, "x").replace(/\s+/g, " ").trim();
  const h1 = body.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i);
  const main = body.match(/<main\b[^>]*>([\s\S]*?)<\/main>/i)?.[1] ?? body;
  return { h1: h1 ? decode(h1[1]) : "", textChars: decode(main).length };
}
