import { test } from "@playwright/test";
import { pageApi, signInSpec } from "../support/sign-in";

// Pages that show the signed-in user's data have it in the server's HTML: the query client is
// hydrated with what the API would answer, so the screen needs no request and no loading state first.

const { expect, signIn } = signInSpec({ timeout: 90_000, expectTimeout: 20_000 });

test("the team page and the team chooser arrive with their data in the server's HTML", async ({ page }) => {
  await signIn(page, "firstpaint@e2e.example");
  await page.goto("/welcome");
  const team = await pageApi<{ slug: string }>(page, "POST", "/api/teams/", { body: { name: "Hydrated Harbour" } });

  // The HTML as the server sends it, before any script runs.
  const html = async (path: string) => (await page.request.get(path)).text();
  expect(await html(`/${team.slug}/team`)).toContain("Hydrated Harbour");
  expect(await html("/choose-team")).toContain("Hydrated Harbour");

  // And the hydrated screen does not ask the API again for what it was given.
  const asked: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path === `/api/teams/${team.slug}/` || path === "/api/user/me/") asked.push(path);
  });
  await page.goto(`/${team.slug}/team`);
  await expect(page.getByRole("textbox", { name: "Name" }).first()).toHaveValue("Hydrated Harbour");
  expect(asked).toEqual([]);
});
