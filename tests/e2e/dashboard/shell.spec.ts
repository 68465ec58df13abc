import { expect, test, type Page } from "@playwright/test";

const hooks = (page: Page) => page.waitForFunction(() => Boolean(window.murmurTest));

test.describe("theme on dashboard layouts", () => {
  test("always light, even when dark is stored", async ({ page }) => {
    await page.goto("/login");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    for (const path of ["/login", "/acme/creator"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/\blight\b/);
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    }
  });
});

test.describe("language", () => {
  test("English by default", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test.describe("browser asks for Japanese", () => {
    test.use({ locale: "ja-JP" });
    test("shows Japanese", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("ログイン");
      await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    });
  });

  test("the switcher changes the language and it stays after reload", async ({ page }) => {
    await page.goto("/login");
    await page.getByTestId("language-switcher").selectOption("ja");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ログイン");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ログイン");
    await page.getByTestId("language-switcher").selectOption("en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  });
});

test.describe("toasts", () => {
  test("levels, close button, timeout, and at most 10", async ({ page }) => {
    await page.clock.install();
    await page.goto("/login");
    await hooks(page);
    await page.evaluate(() => {
      const { toast } = window.murmurTest!;
      toast.success("Saved", { timeout: 0 });
      toast.error("Broke", { timeout: 0 });
    });
    const toasts = page.getByTestId("toast");
    await expect(toasts).toHaveCount(2);
    await expect(toasts.nth(1)).toHaveAttribute("data-level", "error");
    await toasts.first().getByRole("button", { name: "Close notification" }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toHaveText(/Broke/);

    await page.evaluate(() => window.murmurTest!.toast.info("Short lived"));
    await expect(toasts).toHaveCount(2);
    await page.clock.runFor(6100);
    await expect(toasts).toHaveCount(1);

    await page.evaluate(() => {
      for (let i = 1; i <= 11; i++) window.murmurTest!.toast.warn(`Number ${i}`, { timeout: 0 });
    });
    await expect(toasts).toHaveCount(10);
    await expect(toasts.first()).toHaveText(/Number 2\b/);
    await expect(toasts.last()).toHaveText(/Number 11/);
  });

  test("paused queue drops new toasts", async ({ page }) => {
    await page.goto("/login");
    await hooks(page);
    await page.evaluate(() => {
      const { toast } = window.murmurTest!;
      toast.pause();
      toast.info("dropped");
      toast.resume();
      toast.info("kept");
    });
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await expect(page.getByTestId("toast")).toHaveText(/kept/);
  });

  test("HTML messages are sanitised", async ({ page }) => {
    await page.goto("/login");
    await hooks(page);
    await page.evaluate(() =>
      window.murmurTest!.toast.success('Done. <a href="/audiences">See it</a><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>', {
        html: true,
        timeout: 0,
      }),
    );
    const toast = page.getByTestId("toast");
    await expect(toast.getByRole("link", { name: "See it" })).toHaveAttribute("href", "/audiences");
    await expect(toast.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("HTTP failures read as the spec says", async ({ page }) => {
    await page.route("**/api/demo-400/", (r) => r.fulfill({ status: 400, json: { email: ["Enter a valid email address."], non_field_errors: ["Try again"] } }));
    await page.route("**/api/demo-down/", (r) => r.abort("connectionrefused"));
    await page.goto("/login");
    await hooks(page);
    await page.evaluate(async () => {
      const { api, toastHttpError } = window.murmurTest!;
      await api.request("POST", "/api/demo-400/", { body: { email: "x" } }).catch(toastHttpError);
      await api.request("GET", "/api/demo-down/").catch(toastHttpError);
    });
    const toasts = page.getByTestId("toast");
    await expect(toasts.nth(0)).toContainText("Failed to submit form: Email: Enter a valid email address.");
    await expect(toasts.nth(0)).toContainText("Try again");
    await expect(toasts.nth(1)).toContainText("Something went wrong. Please try again later.");
  });
});

test("a 403 sends the user to login and remembers where they were", async ({ page }) => {
  await page.route("**/api/user/me/", (r) => r.fulfill({ status: 403, json: { detail: "Authentication credentials were not provided." } }));
  // The page asks who the user is as it loads, and the 403 it gets sends them to sign in.
  await page.goto("/acme/campaigns?step=2#top");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("returnPath"))).toBe("/acme/campaigns?step=2#top");
});

test("the progress bar follows the query client's in-flight fetches", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/slow-thing/", async (r) => {
    await held;
    await r.fulfill({ json: { ok: true } });
  });
  await page.goto("/login");
  await hooks(page);
  const bar = page.getByTestId("progress-bar");
  await expect(bar).toHaveAttribute("aria-valuenow", "1");
  await page.evaluate(() => void window.murmurTest!.query("/api/slow-thing/"));
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(1);
  const early = Number(await bar.getAttribute("aria-valuenow"));
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 5000 }).toBeGreaterThan(early);
  release();
  await expect(bar).toHaveAttribute("aria-valuenow", "1");
});

test.describe("crash handler", () => {
  test("window errors and rejections show the panel; ignore mutes for 1 s; reload reloads", async ({ page }) => {
    await page.goto("/login");
    await hooks(page);
    const panel = page.getByRole("alertdialog");
    await page.evaluate(() => setTimeout(() => { throw new Error("boom from a timer"); }));
    await expect(panel).toBeVisible();
    await expect(page.getByTestId("crash-message")).toHaveText("boom from a timer");
    await panel.getByRole("button", { name: "Ignore" }).click();
    await expect(panel).toBeHidden();

    await page.evaluate(() => void Promise.reject(new Error("muted rejection")));
    await page.waitForTimeout(300);
    await expect(panel).toBeHidden();

    await page.waitForTimeout(1000);
    await page.evaluate(() => void Promise.reject(new Error("late rejection")));
    await expect(panel).toBeVisible();
    await expect(page.getByTestId("crash-message")).toHaveText("late rejection");

    const reloaded = page.waitForEvent("load");
    await panel.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(panel).toBeHidden();
  });

  test("a failed chunk load asks for a refresh instead", async ({ page }) => {
    await page.goto("/login");
    await hooks(page);
    const dialog = page.waitForEvent("dialog");
    await page.evaluate(() =>
      setTimeout(() => {
        const e = new Error("Loading chunk 123 failed.");
        e.name = "ChunkLoadError";
        throw e;
      }),
    );
    const d = await dialog;
    expect(d.message()).toBe("A new version of Murmur is available. Please refresh the page.");
    await d.dismiss();
    await expect(page.getByRole("alertdialog")).toBeHidden();
  });

  test("from the extension, the alert adds the reopen hint", async ({ page }) => {
    await page.goto("/login?extension=1");
    await hooks(page);
    const dialog = page.waitForEvent("dialog");
    await page.evaluate(() => void Promise.reject(Object.assign(new Error("Failed to fetch dynamically imported module"), { name: "TypeError" })));
    const d = await dialog;
    expect(d.message()).toBe(
      "A new version of Murmur is available. Please refresh the page. If that doesn't work, please close and reopen this page.",
    );
    await d.dismiss();
  });
});

test("uploads report their progress", async ({ page }) => {
  // A real request to the app (route interception would hide XHR upload events); the body shape
  // and query rules are covered by the API client's unit tests against a local server.
  await page.goto("/login");
  await hooks(page);
  const fractions = await page.evaluate(async () => {
    const seen: (number | null)[] = [];
    const file = new File([new Uint8Array(2_000_000)], "banner.png", { type: "image/png" });
    await window.murmurTest!.api
      .request("POST", "/api/health/", { body: { file, account: "a1" }, onUploadProgress: (p) => seen.push(p.fraction) })
      .catch(() => {});
    return seen;
  });
  expect(fractions.length).toBeGreaterThan(0);
  expect(fractions.at(-1)).toBe(1);
});
