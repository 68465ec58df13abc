import { expect, test } from "@playwright/test";
import type { Expectation } from "./spec-routes";

/** One browser test per row of a spec route table, on the current project's host. */
export function walkRoutes(table: Expectation[]) {
  for (const row of table) {
    test(`${row.path} ${"redirect" in row ? `redirects to ${row.redirect}` : `renders ${row.layout}`}`, async ({ page }) => {
      if ("redirect" in row && row.client) {
        await page.goto(row.path);
        await expect(page).toHaveURL((url) => url.pathname === row.redirect);
        expect(await page.evaluate(() => localStorage.getItem("returnPath"))).toBe(row.path);
        return;
      }
      if ("redirect" in row) {
        // The route's own redirect, asked over HTTP without following it: a browser following it
        // would run the target page's client code (which may send a signed-out visitor on to sign
        // in), a second navigation that raced the test's teardown. Node cannot resolve
        // *.localhost, so the request goes to the loopback address with the project's Host.
        const base = new URL(test.info().project.use.baseURL!);
        const answer = await page.request.get(`http://127.0.0.1:${base.port}${row.path}`, {
          maxRedirects: 0,
          headers: { host: base.host },
        });
        expect([307, 308]).toContain(answer.status());
        expect(new URL(answer.headers().location, "http://x").pathname).toBe(row.redirect);
        return;
      }
      const response = await page.goto(row.path);
      expect(response?.status()).toBe(row.status ?? 200);
      await expect(page.locator(`[data-layout="${row.layout}"]`)).toBeVisible();
      await expect(page).toHaveTitle(row.title);
      if (row.heading) await expect(page.getByRole("heading", { level: 1, name: row.heading, exact: true })).toBeVisible();
      if (row.status === 404) await expect(page.getByTestId("not-found")).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(row.path === "/" ? "/" : row.path.replace(/\/$/, "") || "/");
    });
  }
}
