import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

async function openGallery(page: Page, theme: "light" | "dark" = "light") {
  await page.goto(`/kit?theme=${theme}`);
  await expect(page.locator(`[data-kit-theme=${theme}][data-kit-ready]`)).toBeVisible();
}

const rowKeys = (table: Locator) => table.locator("tbody tr[data-row-key]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-key")));

test.describe("data table", () => {
  test("sorts ascending, descending, then clears", async ({ page }) => {
    await openGallery(page);
    const table = page.getByTestId("table-local");
    const header = table.getByRole("columnheader", { name: /Followers/ });
    const sort = header.getByRole("button");

    await sort.click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(await rowKeys(table)).toEqual(["@aeropress", "@latte_art", "@cafe_jp", "@brewlab", "@roastery", "@northwind"]);

    await sort.click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    expect(await rowKeys(table)).toEqual(["@northwind", "@roastery", "@brewlab", "@cafe_jp", "@latte_art", "@aeropress"]);

    await sort.click();
    await expect(header).not.toHaveAttribute("aria-sort");
    expect(await rowKeys(table)).toEqual(["@brewlab", "@northwind", "@latte_art", "@roastery", "@aeropress", "@cafe_jp"]);
  });

  test("an async sort handler shows a loading state, then the sorted rows", async ({ page }) => {
    await openGallery(page);
    const table = page.getByTestId("table-async");
    const header = table.getByRole("columnheader", { name: /Account/ });
    await header.getByRole("button").click();
    await expect(table.getByRole("status")).toHaveText("Loading…");
    await expect(table.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(table.getByRole("status")).toBeHidden();
    await expect(page.getByTestId("table-async-sort")).toHaveText("Server sort: name");
    expect((await rowKeys(table))[0]).toBe("@aeropress");

    await header.getByRole("button").click();
    await expect(page.getByTestId("table-async-sort")).toHaveText("Server sort: -name");
    expect((await rowKeys(table))[0]).toBe("@northwind");
  });

  test("select-all is indeterminate for a partial selection", async ({ page }) => {
    await openGallery(page);
    const table = page.getByTestId("table-local");
    const all = table.getByRole("checkbox", { name: "Select all rows" });
    await expect(all).toHaveAttribute("aria-checked", "false");

    await table.getByRole("checkbox", { name: "Select Brew Lab" }).click();
    await expect(all).toHaveAttribute("aria-checked", "mixed");
    await expect(page.getByTestId("table-selection")).toHaveText("1 of 6 selected");

    await all.click();
    await expect(all).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("table-selection")).toHaveText("6 of 6 selected");

    await all.press("Space");
    await expect(all).toHaveAttribute("aria-checked", "false");
    await expect(page.getByTestId("table-selection")).toHaveText("0 of 6 selected");
  });
});

test("stepper: filled and valid to pass, back one, jump only to completed steps, submit at the end", async ({ page }) => {
  await openGallery(page);
  const stepper = page.locator("[data-slot=stepper]");
  const next = page.getByTestId("stepper-next");
  const step = (name: string) => stepper.locator("[data-slot=stepper-step]", { hasText: name });

  await next.click();
  await expect(stepper.getByRole("alert")).toContainText("Fill in this step to continue.");
  await expect(stepper).toHaveAttribute("data-current", "0");

  await page.getByTestId("stepper-name").fill("Coffee lovers");
  // A future step is marked unavailable, and pressing it anyway changes nothing.
  await expect(step("Review")).toHaveAttribute("aria-disabled", "true");
  await step("Review").click({ force: true });
  await expect(stepper).toHaveAttribute("data-current", "0");
  await next.click();
  await expect(stepper).toHaveAttribute("data-current", "1");
  await expect(step("Budget")).toHaveAttribute("aria-current", "step");

  await page.getByTestId("stepper-budget").fill("100");
  await next.click();
  await expect(stepper.getByRole("alert")).toContainText("The budget must be at least $500.");
  await expect(stepper).toHaveAttribute("data-current", "1");

  await stepper.getByRole("button", { name: "Back" }).click();
  await expect(stepper).toHaveAttribute("data-current", "0");
  await next.click();
  await page.getByTestId("stepper-budget").fill("2500");
  await next.click();
  await expect(stepper).toHaveAttribute("data-current", "2");
  await expect(next).toHaveText("Create audience");

  await step("Audience").click();
  await expect(stepper).toHaveAttribute("data-current", "0");
  await next.click();
  await next.click();
  await next.click();
  await expect(page.getByTestId("stepper-done")).toHaveText(/“Coffee lovers” was created\./);
});

test.describe("dropdown", () => {
  test("opens on click and closes on an outside click", async ({ page }) => {
    await openGallery(page);
    await page.getByTestId("dropdown-click").click();
    const menu = page.getByTestId("dropdown-click-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveCount(4);
    // A press in the first 300 ms is deliberately ignored (tested below), so retry until past it.
    await expect(async () => {
      await page.getByRole("heading", { name: "Menus & overlays" }).click();
      await expect(menu).toBeHidden({ timeout: 250 });
    }).toPass();
  });

  test("is keyboard-operable: Enter opens, arrows move, Enter picks, Escape closes", async ({ page }) => {
    await openGallery(page);
    const trigger = page.getByTestId("dropdown-click");
    await trigger.focus();
    await trigger.press("Enter");
    const menu = page.getByTestId("dropdown-click-menu");
    await expect(menu).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("dropdown-picked")).toHaveText(/Picked: (Rename|Duplicate)/);
    await trigger.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("opens on hover and closes when the pointer leaves", async ({ page }) => {
    await openGallery(page);
    await page.getByTestId("dropdown-hover").hover();
    const menu = page.getByTestId("dropdown-hover-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("menuitem", { name: "Rename" }).hover();
    await expect(menu).toBeVisible();
    await page.getByRole("heading", { name: "Menus & overlays" }).hover();
    await expect(menu).toBeHidden();
  });

  test("ignores an outside press in the first 300 ms after opening", async ({ page }) => {
    // The page's clock is paused, so the 300 ms window is measured in controlled time, not runner speed.
    await page.clock.install();
    await openGallery(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const menu = page.getByTestId("dropdown-click-menu");
    const outside = page.getByRole("heading", { name: "Menus & overlays" });

    await page.getByTestId("dropdown-click").click();
    await page.clock.runFor(100);
    await expect(menu).toBeVisible();
    await outside.click();
    await page.clock.runFor(50);
    await expect(menu).toBeVisible();

    await page.clock.runFor(200);
    await outside.click();
    await page.clock.runFor(50);
    await expect(menu).toBeHidden();
  });

  test("does nothing when disabled", async ({ page }) => {
    await openGallery(page);
    const trigger = page.getByTestId("dropdown-disabled");
    await expect(trigger).toBeDisabled();
    await trigger.click({ force: true });
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("flips upward when less than 300 px remain below the trigger", async ({ page }) => {
    await openGallery(page);
    const trigger = page.getByTestId("dropdown-click");
    const menu = page.getByTestId("dropdown-click-menu");
    // Scrolls until the trigger sits `gap` px above the viewport's bottom (retrying if the app resets the scroll).
    const placeTriggerAt = (gap: number) =>
      expect
        .poll(() =>
          trigger.evaluate((el, want) => {
            const below = () => window.innerHeight - el.getBoundingClientRect().bottom;
            window.scrollBy({ top: want - below(), behavior: "instant" });
            return Math.round(below());
          }, gap),
        )
        .toBe(gap);

    // 260 px is enough room for this menu, so only the 300 px rule (not collision handling) flips it.
    await placeTriggerAt(260);
    await trigger.click();
    await expect(menu).toHaveAttribute("data-side", "top");
    const [menuBox, triggerBox] = [await menu.boundingBox(), await trigger.boundingBox()];
    expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(triggerBox!.y);
    await page.keyboard.press("Escape");

    await placeTriggerAt(500);
    await trigger.click();
    await expect(menu).toHaveAttribute("data-side", "bottom");
  });

  test("is at most 600 px wide and keeps 16 px from the edges", async ({ page }) => {
    await openGallery(page);
    await page.getByTestId("dropdown-wide").click();
    const menu = page.getByTestId("dropdown-wide-menu");
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())!.width).toBeLessThanOrEqual(600);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId("dropdown-wide").click();
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375 - 32);
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(375 - 16);
  });
});

test.describe("tabs", () => {
  test("show every tab when there is room", async ({ page }) => {
    await openGallery(page);
    const tabs = page.getByTestId("tabs-full");
    await expect(tabs.getByRole("tab")).toHaveCount(9);
    await expect(tabs.locator("[data-slot=tabs-more]")).toHaveCount(0);
  });

  test("move the tabs that do not fit into a menu on a narrow viewport", async ({ page }) => {
    await openGallery(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const tabs = page.getByTestId("tabs-full");
    const more = tabs.locator("[data-slot=tabs-more]");
    await expect(more).toBeVisible();

    const width = await tabs.locator("[data-visible-count]").evaluate((el) => el.clientWidth);
    const visible = await tabs.getByRole("tab").count();
    expect(visible).toBe(Math.floor(width / 60) - 1);
    expect(visible).toBeLessThan(9);

    await more.focus();
    await more.press("Enter");
    const items = page.getByRole("menuitem");
    await expect(items).toHaveCount(9 - visible);
    await items.filter({ hasText: "Interests" }).click();
    await expect(tabs.getByTestId("panel-interests")).toBeVisible();
    await expect(more).toHaveAttribute("data-active", "true");
    await expect(more).toContainText("Interests");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(tabs.getByRole("tab")).toHaveCount(9);
    await expect(tabs.getByRole("tab", { name: "Interests" })).toHaveAttribute("aria-selected", "true");
  });
});

test("a button with an async handler shows a spinner and ignores clicks until it settles", async ({ page }) => {
  await openGallery(page);
  const button = page.getByTestId("pending-button");
  // Clicks are fired inside the page so a slow test runner cannot outlast the 1.5 s handler.
  const during = await button.evaluate(async (el: HTMLButtonElement) => {
    el.click();
    el.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const busy = el.getAttribute("aria-busy");
    const spinner = el.querySelector("[data-slot=spinner]") !== null;
    el.click();
    return { busy, spinner, count: document.querySelector("[data-testid=pending-count]")?.textContent };
  });
  expect(during).toEqual({ busy: "true", spinner: true, count: "Saved once" });
  await expect(button).not.toHaveAttribute("aria-busy");
  await expect(page.getByTestId("pending-count")).toHaveText("Saved once");
  await button.click();
  await expect(page.getByTestId("pending-count")).toHaveText("Saved 2 times");
});

test("the theme switch scopes dark to the gallery canvas and its overlays", async ({ page }) => {
  await openGallery(page);
  await page.getByTestId("kit-theme-switch").getByRole("button", { name: "Dark" }).click();
  const canvas = page.locator("[data-kit-theme=dark]");
  await expect(canvas).toHaveClass(/\bdark\b/);
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  expect(page.url()).toContain("theme=dark");
  await page.getByTestId("dialog-open").click();
  await expect(canvas.getByRole("dialog", { name: "Create a list" })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no serious or critical violation in the ${theme} theme`, async ({ page }) => {
    // axe walks every node of a large page: give it room on a busy two-core machine.
    test.setTimeout(120_000);
    await openGallery(page, theme);
    await page.evaluate(() => document.fonts.ready);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
    expect(blocking).toEqual([]);
  });
}

test("the gallery is /kit on the dashboard host, in the no-nav layout, in English and Japanese", async ({ page, context, baseURL }) => {
  await openGallery(page);
  await expect(page.locator('[data-layout="dashboard-no-nav"]')).toBeVisible();
  await expect(page).toHaveTitle(/^Design kit · /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Design kit");

  await context.addCookies([{ name: "murmur-locale", value: "ja", url: baseURL! }]);
  await openGallery(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("デザインキット");
  await expect(page.getByTestId("table-local").getByRole("checkbox", { name: "すべての行を選択" })).toBeVisible();
});
