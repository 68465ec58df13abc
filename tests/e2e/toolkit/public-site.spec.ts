import { expect, test, type Page } from "@playwright/test";

// The toolkit's public pages as a signed-out visitor and as a crawler sees them, in English and Japanese.

const PAGES = [
  { path: "/", en: "Targeting Toolkit", ja: "ターゲティングツールキット", text: { en: "Live from the corpus", ja: "コーパスからのライブデータ" } },
  { path: "/about", en: "About", ja: "概要", text: { en: "How it states uncertainty", ja: "不確かさの示し方" } },
  { path: "/pro-targeting", en: "Pro targeting", ja: "プロターゲティング", text: { en: "Size it before you spend", ja: "出稿前に規模を見積もる" } },
  { path: "/pro-solutions", en: "Pro solutions", ja: "プロソリューション", text: { en: "Competitor analysis", ja: "競合分析" } },
  { path: "/pro-community", en: "Pro community", ja: "プロコミュニティ", text: { en: "Agency programmes", ja: "代理店プログラム" } },
  { path: "/marketing-materials", en: "Marketing materials", ja: "マーケティング資料", text: { en: "Targeting Toolkit FAQ", ja: "Targeting Toolkit FAQ" } },
  { path: "/request-access", en: "Request access", ja: "アクセスをリクエスト", text: { en: "What access includes", ja: "アクセスで使えるもの" } },
  { path: "/get-extension", en: "Get the extension", ja: "拡張機能を入手", text: { en: "Download for Chrome", ja: "Chrome 用ダウンロード" } },
] as const;

const shot = (name: string) => `test-results/screens/toolkit-${name}.png`;

/** A GET straight to the server with the project's Host, as a crawler without JavaScript makes it. */
async function crawl(page: Page, path: string, headers: Record<string, string> = {}) {
  const base = new URL(test.info().project.use.baseURL!);
  return page.request.get(`http://127.0.0.1:${base.port}${path}`, { headers: { host: base.host, ...headers }, maxRedirects: 0 });
}

for (const p of PAGES) {
  for (const lang of ["en", "ja"] as const) {
    test(`${p.path} in ${lang}: heading, text and search-engine tags, signed out`, async ({ page }) => {
      const url = lang === "ja" ? `${p.path}?hl=ja` : p.path;
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: p[lang], exact: true })).toBeVisible();
      await expect(page.getByText(p.text[lang], { exact: true }).first()).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      const origin = new URL(page.url()).origin;
      const canonical = lang === "ja" ? `${origin}${p.path}?hl=ja` : `${origin}${p.path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute("href", `${origin}${p.path}?hl=ja`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}${p.path}?hl=en`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}${p.path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await page.screenshot({ path: shot(`${p.path.slice(1) || "home"}-${lang}`), fullPage: true });
    });
  }

  test(`${p.path}: a crawler without JavaScript reads the heading and text in both languages`, async ({ page }) => {
    for (const lang of ["en", "ja"] as const) {
      const res = await crawl(page, p.path, { "accept-language": lang });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${p[lang]}</h1>`));
      expect(html).toContain(p.text[lang]);
    }
  });
}

test("the home page shows live examples from the corpus, each one click from an analysis, and Organization and WebSite data", async ({ page }) => {
  await page.goto("/");
  const hashtags = page.getByTestId("live-hashtags").getByRole("listitem");
  await expect(hashtags).toHaveCount(5);
  await expect(hashtags.first()).toHaveText(/^#\S+\d[\d,]* posts by [\d,]+ accounts$/);
  await expect(page.getByTestId("live-accounts").getByRole("link").first()).toHaveAttribute("href", /^\/explore\?type=handle&q=/);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data["@graph"].map((n: { "@type": string }) => n["@type"])).toEqual(["Organization", "WebSite"]);
  await expect(page.getByTestId("quick-actions")).toHaveCount(0);
});

test("the home page gives a signed-in visitor their quick actions", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() =>
    localStorage.setItem("protargeting-personal-session", JSON.stringify({ email: "ada@agency.example", name: "Ada", token: "t", signedInAs: "ada@agency.example" })),
  );
  await page.goto("/");
  const quick = page.getByTestId("quick-actions");
  await expect(quick).toContainText("Signed in as ada@agency.example.");
  await expect(quick.getByRole("link", { name: "New analysis" })).toHaveAttribute("href", "/explore");
});

test("the public header's language choice reloads the page in that language and stays chosen on the next page", async ({ page }) => {
  await page.goto("/about?hl=en");
  await expect(page.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByTestId("language-switcher").selectOption("ja");
  await expect(page.getByRole("heading", { level: 1, name: "概要", exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  await page.goto("/pro-targeting");
  await expect(page.getByRole("heading", { level: 1, name: "プロターゲティング", exact: true })).toBeVisible();
  await page.getByTestId("language-switcher").selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Pro targeting", exact: true })).toBeVisible();
});

test("robots.txt and sitemap.xml of the toolkit host", async ({ page }) => {
  const robots = await (await crawl(page, "/robots.txt")).text();
  expect(robots).toContain("Disallow: /my-audiences");
  expect(robots).toContain("Disallow: /request-verification");
  expect(robots).toMatch(/Sitemap: http:\/\/toolkit\.localhost:\d+\/sitemap\.xml/);
  const sitemap = await (await crawl(page, "/sitemap.xml")).text();
  for (const p of PAGES) expect(sitemap).toMatch(new RegExp(`<loc>http://toolkit\\.localhost:\\d+${p.path === "/" ? "/" : p.path}</loc>`));
  expect(sitemap).toContain('hreflang="ja"');
  expect(sitemap).not.toContain("/my-audiences");
});

test("the materials filters start empty, filter by type and words with a plain form, and keep what was chosen", async ({ page }) => {
  await page.goto("/marketing-materials");
  const filters = page.getByRole("form", { name: "Filter materials" });
  await expect(filters.getByLabel("Content type")).toHaveValue("");
  await expect(filters.getByLabel("Words")).toHaveValue("");
  const all = await page.getByTestId("material").count();
  await filters.getByLabel("Content type").selectOption("faq");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?type=faq&language=&q=$/);
  await expect(page.getByRole("form", { name: "Filter materials" }).getByLabel("Content type")).toHaveValue("faq");
  await expect(page.getByTestId("material").first()).toContainText("FAQ");
  expect(await page.getByTestId("material").count()).toBeLessThan(all);
  await page.goto("/marketing-materials?q=FAQ&hl=ja");
  await expect(page.getByRole("form", { name: "資料を絞り込む" }).getByRole("searchbox")).toHaveValue("FAQ");
  // A value the library does not know is left out, said so, and the other filters still apply.
  await page.goto("/marketing-materials?type=bogus&q=FAQ");
  await expect(page.getByText("Some filters in this address were not recognised, so they are not applied.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Filter materials" }).getByRole("searchbox")).toHaveValue("FAQ");
  await expect(page.getByTestId("material").first()).toContainText("FAQ");
  await page.goto("/marketing-materials?type=faq");
  await expect(page.getByText("Some filters in this address were not recognised, so they are not applied.")).toHaveCount(0);
});
