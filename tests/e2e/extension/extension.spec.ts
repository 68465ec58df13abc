import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium, expect as baseExpect, type Page } from "@playwright/test";
import JSZip from "jszip";
import { ADS_FORM_URL, chosen, test } from "../support/extension";
import { codeMailedBy, DEMO_EMAIL, pageApi, resetDatabase, signInByApi, smtpForSpec } from "../support/sign-in";

// The real extension in Chromium: the bridge with the saved-lists page, and applying packages into
// the stand-in of X Ads Manager's targeting form (tests/support/x-ads-form), with the spec's limits.

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const smtp = smtpForSpec();

const NOT_READY = "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by X. Do you still want to apply the rest of the targeting package?";
const EMPTY = "Failed to apply targeting list because it is empty.";
const TRUNCATED = "Only the first 100 selected handles will be applied.";

test.beforeEach(async ({ page }) => resetDatabase(page));

/** Signs the extension in from its options page with a personal magic code mailed by the app. */
async function connectExtension(page: Page, extensionId: string, baseURL: string) {
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByLabel("Murmur address").fill(baseURL);
  await page.getByLabel("Email").fill(DEMO_EMAIL);
  const code = await codeMailedBy(smtp(), DEMO_EMAIL, () => page.getByRole("button", { name: "Send me a code" }).click());
  await page.getByLabel("Login code").fill(code);
  await expect(page.getByText(`Signed in as ${DEMO_EMAIL}`)).toBeVisible();
}

async function openSavedLists(page: Page) {
  await page.goto("/");
  await signInByApi(page, smtp(), DEMO_EMAIL);
  await page.goto("/saved-lists");
  await page.getByTestId("team-select").selectOption("local");
  await expect(page.getByTestId("extension-status")).toHaveAttribute("data-present", "true");
}

const saveAudience = (page: Page, name: string, targeting_package: Record<string, unknown>, countries: string[] = []) =>
  pageApi(page, "POST", "/api/audience-configs/", { body: { team: "local", name, targeting_package, countries } });

async function applyFromList(page: Page, name: string) {
  await page.getByRole("row", { name: new RegExp(name) }).getByRole("button", { name: "Apply with extension" }).click();
}

const report = (ads: Page) => ads.getByRole("status", { name: "Murmur targeting" });

test("the extension signs in with a magic code, reads the Ads Manager account and answers the saved-lists page's bridge", async ({ context, page, extensionId, baseURL }) => {
  const options = await context.newPage();
  await connectExtension(options, extensionId, baseURL!);
  const ads = await context.newPage();
  await ads.goto(ADS_FORM_URL);
  await expect(options.getByText("X Ads Manager account: Murmur demo ads (@murmur), 18ce54demo01")).toBeVisible();
  await expect(options.getByRole("list", { name: "Funding instruments" }).getByRole("listitem")).toHaveText([/^Funding instrument sbx\w{6} \(CREDIT_CARD\)$/, /^Funding instrument sbxio\w{6} \(INSERTION_ORDER\)$/]);

  await openSavedLists(page);
  await expect(page.getByText("X Ads Manager account: Murmur demo ads")).toBeVisible();
  await expect(page.getByTestId("upload-account")).toHaveValue("18ce54demo01");
});

test("applying a full package fills every field of the form, reports what it could not place and records the use", async ({ context, page, extensionId, baseURL, adsPage }) => {
  await connectExtension(await context.newPage(), extensionId, baseURL!);
  await openSavedLists(page);
  await saveAudience(
    page,
    "Everything demo",
    {
      keywords: [{ label: "cold brew" }, { label: "instant coffee", deselected: true }],
      hashtags: [{ label: "coffee" }],
      interests: [{ label: "Food and drink/Coffee and tea" }, { label: "Unknown category/Nothing" }],
      conversation_topics: [{ label: "Coffee" }],
      movies_tv_shows: [{ label: "Twin Peaks" }],
      handles: [{ handle: "bluebottle" }, { handle: "stumptown", deselected: true }, { handle: "nosuchroaster" }],
      languages: [{ label: "Japanese" }, { label: "English" }],
      network_operators: [{ label: "NTT Docomo" }],
      placements: ["homeTimelines", "searchResults"],
      custom_audiences: ["Newsletter subscribers"],
      age: "AGE_25_TO_49",
      gender: "FEMALE",
      locations: ["Tokyo", "Osaka"],
    },
    ["Japan"],
  );
  await page.reload();
  await applyFromList(page, "Everything demo");
  await expect(page.getByText("Targeting sent to the extension.")).toBeVisible();

  await expect(report(adsPage)).toContainText("Murmur placed 17 targeting items.");
  await expect(chosen(adsPage, "Locations")).toHaveText(["Japan", "Tokyo", "Osaka"]);
  await expect(chosen(adsPage, "Languages")).toHaveText(["Japanese", "English"]);
  await expect(chosen(adsPage, "Keywords")).toHaveText(["cold brew", "#coffee"]);
  await expect(chosen(adsPage, "Interests")).toHaveText(["Food and drink — Coffee and tea"]);
  await expect(chosen(adsPage, "Follower look-alikes")).toHaveText(["@bluebottle"]);
  await expect(chosen(adsPage, "Conversation topics")).toHaveText(["Coffee"]);
  await expect(chosen(adsPage, "Movies and TV shows")).toHaveText(["Twin Peaks"]);
  await expect(chosen(adsPage, "Network operators")).toHaveText(["NTT Docomo"]);
  await expect(chosen(adsPage, "Custom audiences")).toHaveText(["Newsletter subscribers"]);
  await expect(adsPage.getByRole("radio", { name: "Women" })).toBeChecked();
  await expect(adsPage.getByLabel("Age", { exact: true })).toHaveValue("25-to-49");
  const placements = adsPage.getByRole("group", { name: "Placements" });
  await expect(placements.getByRole("checkbox", { name: "Home Timelines" })).toBeChecked();
  await expect(placements.getByRole("checkbox", { name: "Search Results" })).toBeChecked();
  await expect(placements.getByRole("checkbox", { name: "Profiles" })).not.toBeChecked();
  await expect(placements.getByRole("checkbox", { name: "Replies" })).not.toBeChecked();
  await expect(report(adsPage).getByRole("list", { name: "Not placed" }).getByRole("listitem")).toHaveText([
    "Interests: Unknown category — Nothing (no matching suggestion)",
    "Follower look-alikes: nosuchroaster (no matching suggestion)",
  ]);
  await adsPage.screenshot({ path: "docs/extension-filled-form.png", fullPage: true });

  // The extension recorded the use with its own token, once the form was filled.
  const recent = await pageApi<{ name: string }[]>(page, "GET", "/api/external/recent-audiences/", { query: { team: "local" } });
  expect(recent[0].name).toBe("Everything demo");
});

test("the limits: 200 locations and 50 countries are not sent, only the first 100 handles after the spec's alert", async ({ context, page, extensionId, baseURL, adsPage }) => {
  await connectExtension(await context.newPage(), extensionId, baseURL!);
  await openSavedLists(page);
  const places = Array.from({ length: 200 }, (_, i) => `Town ${i + 1}`);
  const countries = ["Japan", "France", "Germany", "Italy", "Spain", "Brazil", "Canada", "Mexico", "India", "Kenya"].flatMap((c) => [c, `${c} (${1})`, `${c} (2)`, `${c} (3)`, `${c} (4)`]);
  expect(countries).toHaveLength(50);
  const handles = Array.from({ length: 120 }, (_, i) => ({ handle: `fan${i + 1}` }));
  await saveAudience(page, "Too wide", { locations: places, handles, keywords: [{ label: "espresso" }] }, countries);
  await page.reload();
  let alert = "";
  page.once("dialog", (d) => {
    alert = d.message();
    return d.accept();
  });
  await applyFromList(page, "Too wide");
  await expect.poll(() => alert).toBe(TRUNCATED);
  await expect(report(adsPage)).toContainText("Murmur placed 101 targeting items.", { timeout: 60_000 });
  await expect(chosen(adsPage, "Follower look-alikes")).toHaveCount(100);
  await expect(chosen(adsPage, "Follower look-alikes").last()).toHaveText("@fan100");
  await expect(chosen(adsPage, "Locations")).toHaveCount(0);
  await expect(chosen(adsPage, "Keywords")).toHaveText(["espresso"]);
});

test("an empty package: the app's toast when nothing is selected, the extension's when only unsendable locations are left", async ({ context, page, extensionId, baseURL, adsPage }) => {
  await connectExtension(await context.newPage(), extensionId, baseURL!);
  await openSavedLists(page);
  await saveAudience(page, "All deselected", { keywords: [{ label: "tea", deselected: true }] });
  await saveAudience(page, "Only far too many places", { locations: Array.from({ length: 250 }, (_, i) => `Village ${i + 1}`) });
  await page.reload();
  await applyFromList(page, "All deselected");
  await expect(page.getByText(EMPTY)).toBeVisible();

  await applyFromList(page, "Only far too many places");
  await expect(adsPage.getByRole("alert").filter({ hasText: EMPTY })).toBeVisible();
  await expect(chosen(adsPage, "Locations")).toHaveCount(0);
  await expect(report(adsPage)).toHaveCount(0);
});

test("a custom audience X has not processed yet: the spec's confirm; cancel applies nothing, OK applies the rest", async ({ context, page, extensionId, baseURL, adsPage }) => {
  await connectExtension(await context.newPage(), extensionId, baseURL!);
  await openSavedLists(page);
  await pageApi(page, "POST", "/api/ad-accounts/custom-audiences/", { body: { ad_account_id: "18ce54demo01", name: "Fresh signups" } });
  await saveAudience(page, "Fresh signups lookalike", { custom_audiences: ["Fresh signups"], keywords: [{ label: "newsletter" }] });
  await page.reload();
  await expect(page.getByText("X Ads Manager account: Murmur demo ads")).toBeVisible();

  let confirm = "";
  page.once("dialog", (d) => {
    confirm = d.message();
    return d.dismiss();
  });
  await applyFromList(page, "Fresh signups lookalike");
  await expect.poll(() => confirm).toBe(NOT_READY);
  await page.waitForTimeout(1500);
  await expect(report(adsPage)).toHaveCount(0);
  await expect(chosen(adsPage, "Keywords")).toHaveCount(0);

  page.once("dialog", (d) => d.accept());
  await applyFromList(page, "Fresh signups lookalike");
  await expect(report(adsPage)).toContainText("Murmur placed 1 targeting item.");
  await expect(chosen(adsPage, "Keywords")).toHaveText(["newsletter"]);
  await expect(chosen(adsPage, "Custom audiences")).toHaveCount(0);
  await expect(report(adsPage).getByRole("listitem")).toHaveText(["Custom audiences: Fresh signups (custom audience not ready)"]);
});

test("a fill message from another origin is ignored", async ({ context, page, extensionId, baseURL, adsPage }) => {
  await connectExtension(await context.newPage(), extensionId, baseURL!);
  await context.route("https://foreign.example/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Foreign</title>" }));
  await openSavedLists(page);
  // A page of another origin opens Murmur and posts it a fill message (the app's CSP keeps it out of frames).
  const foreign = await context.newPage();
  await foreign.goto("https://foreign.example/");
  const opened = context.waitForEvent("page");
  await foreign.evaluate((url) => ((window as unknown as { murmur: Window | null }).murmur = window.open(url)), `${baseURL}/saved-lists`);
  const murmur = await opened;
  await expect(murmur.getByTestId("extension-status")).toHaveAttribute("data-present", "true");
  await foreign.evaluate(() => {
    const targeting = { keywords: ["foreign-injected"], hashtags: [], interests: [], conversation_topics: [], movies_tv_shows: [], handles: [], languages: [], network_operators: [], placements: [], custom_audiences: [], age: null, gender: null, locations: [], countries: [] };
    (window as unknown as { murmur: Window }).murmur.postMessage({ type: "sdFillTargeting", targeting }, "*");
  });
  await page.waitForTimeout(1500);
  await expect(report(adsPage)).toHaveCount(0);

  await applyFromList(page, "Coffee lovers in Japan");
  await expect(report(adsPage)).toContainText("Murmur placed");
  await expect(chosen(adsPage, "Keywords")).toHaveText(["cold brew", "latte art", "#coffee", "#カフェ"]);
});

test("the zip the Get the extension page serves installs in Chromium by hand (unzipped, loaded unpacked)", async ({ page }) => {
  await page.goto("/get-extension");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the extension" }).click();
  const zip = await JSZip.loadAsync(readFileSync((await (await download).path())!));
  const folder = mkdtempSync(join(tmpdir(), "murmur-zip-"));
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir) continue;
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), await entry.async("nodebuffer"));
  }
  const profile = mkdtempSync(join(tmpdir(), "murmur-zip-profile-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", `--disable-extensions-except=${folder}`, `--load-extension=${folder}`],
  });
  try {
    const worker = browser.serviceWorkers()[0] ?? (await browser.waitForEvent("serviceworker"));
    const options = await browser.newPage();
    await options.goto(`chrome-extension://${new URL(worker.url()).host}/options.html`);
    await expect(options.getByRole("heading", { level: 1, name: "X Pro Targeting by Murmur" })).toBeVisible();
    await expect(options.getByLabel("Murmur address")).toHaveValue("http://toolkit.localhost:3000");
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
});
