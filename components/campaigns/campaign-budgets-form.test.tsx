// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { configureApi } from "@/lib/client/http/api";
import { createQueryClient } from "@/lib/client/query-client";
import type { CampaignView } from "@/lib/schemas/campaign-views";
import { startCorsStubServer } from "@/tests/support/cors-stub-server";
import { CampaignBudgetsForm } from "./campaign-budgets-form";

/** The API: PATCH /api/campaigns/7/ answers with `answer` (a real local server). */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const seen: { url: string; body: string }[] = [];
let stub: Awaited<ReturnType<typeof startCorsStubServer>>;
let saved = 0;

beforeAll(async () => {
  stub = await startCorsStubServer((req) => {
    if (req.method === "PATCH") seen.push({ url: req.url, body: req.body });
    return answer;
  });
  configureApi({ apiRoot: stub.root, creatorApiRoot: "" });
});
afterAll(() => stub.close());
afterEach(() => {
  cleanup();
  seen.length = 0;
  saved = 0;
});

const campaign: CampaignView = {
  id: 7, ad_account_id: "18ce54", adapter: "sandbox", simulated: true, x_id: "c1", name: "Autumn coffee", funding_instrument_id: "io1", entity_status: "ACTIVE",
  daily_budget: 50, total_budget: 500, currency: "USD", start_time: "2020-01-01T00:00:00.000Z", end_time: "2030-01-31T23:59:59.000Z", created_at: "2020-01-01T00:00:00.000Z",
};

function renderIn(locale: "en" | "ja") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="UTC">
        <CampaignBudgetsForm campaign={campaign} onSaved={() => saved++} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const m = (locale === "en" ? en : ja).campaigns;
  return {
    daily: screen.getByLabelText(m.form.dailyBudget) as HTMLInputElement,
    total: screen.getByLabelText(m.form.totalBudget) as HTMLInputElement,
    end: screen.getByLabelText(m.form.end) as HTMLInputElement,
    save: screen.getByRole("button", { name: m.edit.save }),
  };
}
/** The field's error (the first of the ids describing it; its hint follows). */
const errorOf = (input: HTMLInputElement) => {
  const [first] = (input.getAttribute("aria-describedby") ?? "").split(" ");
  return first.endsWith("-error") ? document.getElementById(first)?.textContent : undefined;
};

describe("editing a campaign's budgets and dates", () => {
  it("sends only what changed (a start that has passed is left alone) and closes when saved", async () => {
    answer = { status: 200, body: { ...campaign, total_budget: 800 } };
    const f = renderIn("en");
    expect(f.daily.value).toBe("50");
    expect(f.end.value).toBe("2030-01-31");
    fireEvent.change(f.total, { target: { value: "800" } });
    fireEvent.click(f.save);
    await waitFor(() => expect(saved, document.body.textContent ?? "").toBe(1));
    expect(seen).toEqual([{ url: "/api/campaigns/7/", body: JSON.stringify({ total_budget: "800" }) }]);
  });

  it("refuses a budget with two decimals on its field before anything is sent", async () => {
    const f = renderIn("en");
    fireEvent.change(f.daily, { target: { value: "12.55" } });
    fireEvent.click(f.save);
    await waitFor(() => expect(errorOf(f.daily)).toBe("Budget must be a number with at most one decimal place."));
    expect(seen).toHaveLength(0);
  });

  it("shows the server's refusal (the sandbox's credit rule) on its field, in Japanese too", async () => {
    answer = { status: 400, body: { total_budget: ["Budget is more than the funding instrument's remaining credit (10,000 USD)."] } };
    const f = renderIn("ja");
    fireEvent.change(f.total, { target: { value: "20000" } });
    fireEvent.click(f.save);
    await waitFor(() => expect(errorOf(f.total)).toBe(ja.campaigns.errors.overCredit.replace("{credit}", "10,000 USD")));
    expect(f.total.getAttribute("aria-invalid")).toBe("true");
    expect(saved).toBe(0);
  });
});
