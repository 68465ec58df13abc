import { expect, type Page } from "@playwright/test";

/** Calls the API as the page's user: the cookie session with its CSRF header, or the toolkit token. */
export async function apiPost<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "murmur-csrf")?.value;
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("protargeting-personal-session") ?? "null")?.token as string | undefined);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Token ${token}`;
  else if (csrf) headers["x-csrftoken"] = decodeURIComponent(csrf);
  // A fresh connection per call: a kept-alive socket the server already closed resets the request.
  headers.connection = "close";
  // Node cannot resolve *.localhost: the API answers the same on localhost (the token or cookie says who asks).
  const res = await page.request.post(`http://localhost:${process.env.E2E_PORT ?? 3100}${path}`, { data: body, headers, timeout: 120_000 });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

export interface Report {
  audience_creator_query_id: string;
  audience: { population: number; sampled: number; is_sample: boolean; posts_matched: number | null };
  sections: Record<string, { rows?: { label?: string; handle?: string; id?: string; share?: number }[]; total?: number; [k: string]: unknown }>;
}

/** Runs an analysis from the query bar. */
export async function analyse(page: Page, type: "Handle analysis" | "Audience" | "Conversation" | "Posts", text: string) {
  await page.getByRole("radio", { name: type }).click();
  await page.getByTestId("query-bar").getByRole("textbox").first().fill(text);
  await page.getByRole("button", { name: "Analyse" }).click();
}

export const card = (page: Page, section: string) => page.locator(`[data-section="${section}"]`);

/** Waits until the card has drawn its data. */
export async function cardReady(page: Page, section: string) {
  await expect(card(page, section)).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  return card(page, section);
}

export const nf = (n: number) => new Intl.NumberFormat("en-US").format(n);
