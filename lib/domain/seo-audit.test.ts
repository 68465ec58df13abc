import { describe, expect, it } from "vitest";
import { parseRobots, seoFailures, servedText, type PageFacts } from "./seo-audit";

const ROBOTS = "User-Agent: *\nAllow: /\nDisallow: /explore\nDisallow: /admin\n\nSitemap: http://toolkit.localhost/sitemap.xml\n";

const good = (over: Partial<PageFacts> = {}): PageFacts => ({
  url: "http://toolkit.localhost/about?hl=ja",
  status: 200,
  xRobotsTag: "",
  title: "About · Targeting Toolkit",
  description: "What the Targeting Toolkit does, where its figures come from and how it states uncertainty.",
  canonicals: ["http://toolkit.localhost/about?hl=ja"],
  alternates: [
    { hreflang: "en", href: "http://toolkit.localhost/about?hl=en" },
    { hreflang: "ja", href: "http://toolkit.localhost/about?hl=ja" },
    { hreflang: "x-default", href: "http://toolkit.localhost/about" },
  ],
  lang: "ja",
  robotsMeta: ["index, follow"],
  h1Count: 1,
  viewport: "width=device-width, initial-scale=1",
  ogTitle: true,
  imagesWithoutAlt: 0,
  links: [{ href: "/request-access", text: "Request access →" }],
  jsonLd: ['{"@type":"Organization"}'],
  plugins: 0,
  text: { total: 1000, small: 100 },
  served: { h1: "About", textChars: 900 },
  ...over,
});

describe("the search-engine checks", () => {
  it("pass a page that does everything right", () => {
    expect(seoFailures(good(), "ja", ROBOTS)).toEqual([]);
    expect(seoFailures(good({ url: "http://toolkit.localhost/about?hl=en", canonicals: ["http://toolkit.localhost/about"], lang: "en" }), "en", ROBOTS)).toEqual([]);
  });

  it("name each failed check", () => {
    const failed = seoFailures(
      good({
        status: 404,
        description: "Short.",
        links: [{ href: "javascript:void(0)", text: "Learn more" }, { href: "/x", text: "" }],
        robotsMeta: ["noindex"],
        canonicals: ["http://toolkit.localhost/"],
        alternates: [{ hreflang: "english", href: "/about" }],
        viewport: "",
        lang: "en",
        text: { total: 1000, small: 500 },
        jsonLd: ["{"],
        served: { h1: "", textChars: 10 },
      }),
      "ja",
      ROBOTS,
    );
    expect(failed).toEqual([
      "http status 404",
      "meta description",
      'link text ("Learn more")',
      "crawlable links (1)",
      "links without text (1)",
      "indexable",
      "hreflang en",
      "hreflang ja",
      "hreflang x-default",
      "hreflang valid (english)",
      "canonical (points at the root)",
      "viewport",
      "html lang",
      "font size legible",
      "structured data (JSON-LD parses)",
      "heading without JavaScript",
      "text without JavaScript",
    ]);
  });

  it("read robots.txt as crawlers do", () => {
    const robots = parseRobots(ROBOTS);
    expect(robots.valid).toBe(true);
    expect(robots.disallows("/explore/brand")).toBe(true);
    expect(robots.disallows("/about")).toBe(false);
    expect(parseRobots("Disalow: /").valid).toBe(false);
    expect(seoFailures(good({ url: "http://toolkit.localhost/admin/requests", canonicals: ["http://toolkit.localhost/admin/requests"] }), "ja", ROBOTS)).toContain("indexable");
  });

  it("read the heading and text a crawler without JavaScript gets", () => {
    const html = '<html><body><script>var x = "<h1>no</h1>";</script><main><h1 class="t">About <b>us</b></h1><p>Words &amp; more words</p></main></body></html>';
    expect(servedText(html)).toEqual({ h1: "About us", textChars: "About us Words x more words".length });
  });
});
