import { expect as baseExpect, test, type Page } from "@playwright/test";
import { pageApi, signInSetup } from "../support/sign-in";
import { toJapanese } from "../support/japanese";

// A saved list's own tools in the Targeting Toolkit: the order its handles are applied in (saved
// on each move), the autopilot budget check for the chosen ad account, and related audiences,
// whose uses the server counts per user toward the targeting suggestion prompt (spec §9).

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const { signIn } = signInSetup();
/** A page of the toolkit's tools: the public home renders without the app's scripts, so the test hooks pageApi uses are not there. */
const APP_PAGE = "/my-audiences";

async function listWithHandles(page: Page, name: string, handles: string[], countries: string[] = []): Promise<number> {
  const made = await pageApi<{ id: number }>(page, "POST", "/api/audience-configs/", {
    body: { team: "local", name, countries, targeting_package: { keywords: [{ label: "coffee" }], handles: handles.map((handle) => ({ handle, deselected: false })), languages: [{ label: "Japanese" }], placements: ["homeTimelines"], age: "AGE_18_TO_34", gender: "FEMALE" } },
  });
  return made.id;
}

/** An account of the generated demo corpus (seed 42) with 20 related audiences. */
const SEED = "rikusato_27n";
const order = (page: Page) => page.getByTestId("handle-order").getByRole("listitem");
/** The handle order as the list shows it (the rows also hold the move buttons' icons). */
const inOrder = (...handles: string[]) => handles.map((h, i) => new RegExp(`^${i + 1}\\.@${h}`));


test("handles move up and down, each move saved; the autopilot budget check answers for the chosen ad account", async ({ page }) => {
  await page.goto(APP_PAGE);
  await signIn(page, "demo@murmur.localhost");
  const id = await listWithHandles(page, "Coffee handles", ["bluebottle", "stumptown", "intelligentsia"]);
  await page.goto(`/targeting-lists/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Coffee handles" })).toBeVisible();
  await expect(order(page)).toHaveText(inOrder("bluebottle", "stumptown", "intelligentsia"));
  await expect(page.getByRole("button", { name: "Move @bluebottle up" })).toBeDisabled();

  await page.getByRole("button", { name: "Move @intelligentsia up" }).click();
  await expect(page.getByText("Handle order saved.")).toBeVisible();
  await expect(order(page)).toHaveText(inOrder("bluebottle", "intelligentsia", "stumptown"));
  await page.getByRole("button", { name: "Move @bluebottle down" }).click();
  await expect(order(page)).toHaveText(inOrder("intelligentsia", "bluebottle", "stumptown"));
  await page.reload();
  await expect(order(page)).toHaveText(inOrder("intelligentsia", "bluebottle", "stumptown"));
  const saved = await pageApi<{ targeting_package: { handles: { handle: string }[] } }>(page, "GET", `/api/audience-configs/${id}/`);
  expect(saved.targeting_package.handles.map((h) => h.handle)).toEqual(["intelligentsia", "bluebottle", "stumptown"]);

  const check = page.getByRole("button", { name: "Check budget" });
  await page.getByTestId("budget-check-amount").fill("-5");
  await expect(page.getByText("Enter a budget above 0.")).toBeVisible();
  await expect(check).toBeDisabled();
  await page.getByTestId("budget-check-amount").fill("2500");
  await check.click();
  await expect(page.getByTestId("budget-check-result")).toHaveText(/^18ce54demo01 can fund 2,500 USD with funding instrument sbx[0-9a-f]{6} \(a card: X reports no credit limit for it\)\.$/);
  await page.screenshot({ path: "test-results/screens/targeting-list-tools.png", fullPage: true });
});

test("related audiences: every use is counted on the server, the fifth brings the suggestion prompt, and not again that day", async ({ page }) => {
  await page.goto(APP_PAGE);
  await signIn(page, "demo@murmur.localhost");
  const id = await listWithHandles(page, "Seeded list", [SEED]);
  await page.goto(`/targeting-lists/${id}`);
  const panel = page.getByTestId("related-audiences");
  await expect(panel.getByTestId("related-uses")).toHaveText("You have not used related audiences yet.");
  const add = panel.getByRole("button", { name: /^Add @/ });
  await expect(add.first()).toBeVisible();

  for (let used = 1; used <= 4; used++) {
    const label = (await add.first().getAttribute("aria-label"))!;
    await add.first().click();
    await expect(panel.getByTestId("related-uses")).toHaveText(used === 1 ? "You have used related audiences once." : `You have used related audiences ${used} times.`);
    await expect(panel.getByRole("button", { name: label })).toHaveCount(0);
    await expect(page.getByTestId("suggestion-prompt")).toHaveCount(0);
  }
  await page.reload();
  await expect(panel.getByTestId("related-uses")).toHaveText("You have used related audiences 4 times.");
  await expect(order(page)).toHaveCount(5);

  await add.first().click();
  const prompt = page.getByTestId("suggestion-prompt");
  await expect(prompt.getByRole("heading", { name: "Want targeting suggestions?" })).toBeVisible();
  await expect(prompt).toContainText("You have used related audiences 5 times. Your team has 4 saved audiences ready to apply");
  await expect(prompt.getByRole("link", { name: "Open saved audiences (4)" })).toHaveAttribute("href", "/my-audiences");
  await expect(prompt.getByRole("link", { name: "Suggest a package" })).toHaveAttribute("href", "/audience-builder");
  await page.screenshot({ path: "test-results/screens/suggestion-prompt.png" });
  await prompt.getByRole("button", { name: "Not now" }).click();
  await expect(prompt).toHaveCount(0);

  // The prompt was recorded as shown: the tenth use, the same day, does not bring it back.
  const state = await pageApi<{ related_uses: number; last_prompt_at: string | null; prompt: boolean }>(page, "POST", "/api/external/audience-usages/usage-check/", { body: {} });
  expect(state).toMatchObject({ related_uses: 5, prompt: false });
  expect(state.last_prompt_at).not.toBeNull();
  for (let i = 0; i < 4; i++) await pageApi(page, "POST", "/api/external/audience-usages/related-use/", { body: {} });
  await page.reload();
  await add.first().click();
  await expect(panel.getByTestId("related-uses")).toHaveText("You have used related audiences 10 times.");
  await expect(prompt).toHaveCount(0);
});

test.describe("in Japanese", () => {
  test("the list's tools read in Japanese", async ({ page }) => {
    await page.goto(APP_PAGE);
    await signIn(page, "demo@murmur.localhost");
    const id = await listWithHandles(page, "日本の一覧", [SEED, "bluebottle"], ["Japan", "United States"]);
    await page.goto(`/targeting-lists/${id}`);
    await toJapanese(page);
    await expect(page.getByText("ハンドルの順序")).toBeVisible();
    // The package itself: countries, language, placement, age and gender in Japanese too.
    const pkg = page.getByTestId("package-view");
    await expect(pkg).toContainText("日本");
    await expect(pkg).toContainText("アメリカ合衆国");
    await expect(pkg).toContainText("ホームタイムライン");
    await expect(pkg).toContainText("18〜34歳");
    await expect(pkg).toContainText("女性");
    await expect(pkg).toContainText("日本語");
    await expect(pkg).not.toContainText("United States");
    await expect(page.getByRole("button", { name: "@bluebottle を上へ移動" })).toBeEnabled();
    await expect(page.getByText("オートパイロット予算チェック")).toBeVisible();
    await expect(page.getByTestId("related-audiences")).toContainText("関連オーディエンス");
    await expect(page.getByTestId("related-uses")).toHaveText("これまでに関連オーディエンスを 0 回使いました。");
    await page.getByTestId("budget-check-amount").fill("1000");
    await page.getByRole("button", { name: "予算を確認" }).click();
    await expect(page.getByTestId("budget-check-result")).toContainText("1,000 USD を支払えます");
    await page.screenshot({ path: "test-results/screens/targeting-list-tools-ja.png", fullPage: true });
  });
});

