import { expect as baseExpect, test, type Page } from "@playwright/test";
import { mailSignIn } from "../support/sign-in";
import { generateFromStepper } from "../support/creator-steps";
import { toJapanese } from "../support/japanese";

// The creator's plan step: a budget becomes the reach it buys at the configured cost per 1,000
// accounts (shown beside the package size, with its size bucket); a size picks its bucket. The
// sizing text is the user's language, with the assumed platform size named as an assumption.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const signIn = mailSignIn();

/** Abbreviated sizes as the screen writes them (1.2M, 950k) back to numbers. */
const number = (text: string) => {
  const m = /([\d.]+)\s*([kM]?)/.exec(text)!;
  return Number(m[1]) * (m[2] === "M" ? 1e6 : m[2] === "k" ? 1e3 : 1);
};

async function describeAudience(page: Page, words: string) {
  await page.goto("/audience-builder");
  await page.getByRole("textbox", { name: "Description" }).fill(words);
  await page.getByTestId("stepper-next").click();
  await page.getByTestId("stepper-next").click();
}

test("by budget: the budget in euros becomes the accounts it reaches, beside the package size, with the assumption stated", async ({ page }) => {
  await signIn(page, "demo@murmur.localhost");
  await describeAudience(page, "People who love coffee, espresso and latte art");
  await page.getByLabel("Budget", { exact: true }).selectOption("1000");
  await page.getByLabel("Currency").selectOption("EUR");
  await generateFromStepper(page, 2);

  const plan = page.getByTestId("creator-plan");
  await expect(plan).toContainText("Reach for your budget");
  // 1,000 EUR at 1.1 USD each is 1,100 USD; at 1.90 USD per 1,000 reached that is 578,947, shown rounded down to 570k.
  await expect(plan).toContainText("Assumes USD 1.90 per 1,000 accounts reached (configurable); the budget is about USD 1,100.");
  const packageSize = number((await page.getByTestId("creator-size").textContent())!);
  const reach = number((await page.getByTestId("creator-plan-reach").textContent())!);
  expect(reach).toBe(Math.min(570_000, packageSize));
  await expect(plan).toContainText(reach < packageSize ? "accounts reachable with 1,000 EUR" : "1,000 EUR can reach the whole package");
  await expect(page.getByTestId("creator-plan-bucket")).toHaveText(`Size bucket ${reach < 1e6 ? "<1M" : "1M-5M"}`);
  await expect(page.getByTestId("creator-method")).toContainText("an assumed platform size of 550M X users (configurable)");
  await page.screenshot({ path: "test-results/screens/creator-plan-budget.png", fullPage: true });
});

test("by budget in a currency without a rate, the screen says reach cannot be estimated; by size, the chosen size's bucket shows", async ({ page }) => {
  await signIn(page, "demo@murmur.localhost");
  await describeAudience(page, "Runners training for a marathon");
  await page.getByLabel("Budget", { exact: true }).selectOption("5000");
  await page.getByLabel("Currency").selectOption("Other");
  await generateFromStepper(page, 2);
  await expect(page.getByTestId("creator-plan-unknown")).toHaveText("Reach cannot be estimated in Other: no exchange rate is configured for it. Choose a listed currency to see it.");

  await page.getByRole("button", { name: "Start again" }).click();
  await describeAudience(page, "Runners training for a marathon");
  await page.getByLabel("By audience size").check();
  await page.getByLabel("Audience size", { exact: true }).selectOption("7500000");
  await generateFromStepper(page, 2);
  await expect(page.getByTestId("creator-plan")).toContainText("Chosen audience size");
  await expect(page.getByTestId("creator-plan-reach")).toHaveText("7.5M");
  await expect(page.getByTestId("creator-plan-bucket")).toHaveText("Size bucket 5M-12M");
});

test.describe("in Japanese", () => {
  test("the plan, the sizing method and the budget choices read in Japanese", async ({ page }) => {
    await signIn(page, "demo@murmur.localhost");
    await page.goto("/audience-builder");
    await toJapanese(page);
    await page.getByRole("textbox", { name: "説明" }).fill("コーヒーとエスプレッソが好きな人 coffee espresso");
    await page.getByTestId("stepper-next").click();
    await page.getByTestId("stepper-next").click();
    await page.getByLabel("予算", { exact: true }).selectOption("5000");
    await expect(page.getByLabel("通貨").locator("option", { hasText: "その他" })).toHaveCount(1);
    await generateFromStepper(page, 2);
    await expect(page.getByTestId("creator-method")).toContainText("規模の推定方法：MurmurのXデータで一致したアカウントの割合を、想定プラットフォーム規模（Xの利用者 550M、設定で変更可）に換算しています。");
    await expect(page.getByTestId("creator-plan")).toContainText("予算で届く規模");
    await expect(page.getByTestId("creator-plan")).toContainText("1,000アカウントに届ける費用を 1.90 米ドルと想定しています（設定で変更可）。予算は約 5,000 米ドルです。");
    await expect(page.getByTestId("creator-plan-bucket")).toContainText("規模区分");
    await expect(page.getByTestId("creator-list-locations")).toContainText("アメリカ合衆国");
    await expect(page.getByTestId("creator-list-languages")).toContainText("英語");
    await page.screenshot({ path: "test-results/screens/creator-plan-ja.png", fullPage: true });
  });
});
