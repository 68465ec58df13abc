// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { configureApi } from "@/lib/client/http/api";
import { createQueryClient } from "@/lib/client/query-client";
import type { TeamDetail } from "@/lib/schemas/team";
import { startCorsStubServer } from "@/tests/support/cors-stub-server";
import { BillingPanel } from "./billing-panel";

/** The API: PATCH on the team answers with `answer` (a real local server). */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const seen: string[] = [];
let stub: Awaited<ReturnType<typeof startCorsStubServer>>;

beforeAll(async () => {
  stub = await startCorsStubServer((req) => {
    if (req.method === "PATCH") seen.push(req.body);
    return answer;
  });
  configureApi({ apiRoot: stub.root, creatorApiRoot: "" });
});
afterAll(() => stub.close());
afterEach(() => {
  cleanup();
  seen.length = 0;
});

const team: TeamDetail = {
  id: "t1", slug: "acme", name: "Acme", logo: null, member_count: 1, subscriptions: [],
  invoice_email: null, country: null, invoice_name: null, level: "admin",
};

function renderIn(locale: "en" | "ja") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="UTC">
        <BillingPanel team={team} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const labels = locale === "en" ? en.teams : ja.teams;
  return {
    email: screen.getByLabelText(labels.invoiceEmailLabel) as HTMLInputElement,
    country: screen.getByLabelText(labels.countryLabel) as HTMLInputElement,
    save: screen.getByRole("button", { name: labels.save }),
  };
}

describe("a form showing the server's field errors", () => {
  it("puts each server message on its field, in English", async () => {
    answer = { status: 400, body: { invoice_email: ["Invoice email is not valid"], country: ["Country must be less than 100 characters"] } };
    const f = renderIn("en");
    fireEvent.change(f.email, { target: { value: "billing@acme.test" } });
    fireEvent.change(f.country, { target: { value: "Japan" } });
    fireEvent.click(f.save);
    await waitFor(() => expect(screen.getByText("Invoice email is not valid")).toBeTruthy());
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0])).toMatchObject({ invoice_email: "billing@acme.test", country: "Japan" });
    expect(f.email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(f.email.getAttribute("aria-describedby")!)?.textContent).toBe("Invoice email is not valid");
    expect(document.getElementById(f.country.getAttribute("aria-describedby")!)?.textContent).toBe("Country must be less than 100 characters");
  });

  it("words the same server messages in Japanese, with the fields' Japanese names", async () => {
    answer = { status: 400, body: { invoice_email: ["Invoice email is not valid"], country: ["Country must be less than 100 characters"] } };
    const f = renderIn("ja");
    fireEvent.change(f.email, { target: { value: "billing@acme.test" } });
    fireEvent.click(f.save);
    await waitFor(() => expect(screen.getByText("請求先メールアドレスが正しくありません")).toBeTruthy());
    expect(document.getElementById(f.country.getAttribute("aria-describedby")!)?.textContent).toBe("国は100文字未満で入力してください");
  });

  it("a message that is not about one field shows on the form as it is", async () => {
    answer = { status: 400, body: { detail: "Billing details are locked while an invoice is open." } };
    const f = renderIn("en");
    fireEvent.click(f.save);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Billing details are locked while an invoice is open."));
  });

  it("checks the schema's rules before sending, with the same generic wording", async () => {
    const f = renderIn("ja");
    fireEvent.change(f.email, { target: { value: "not-an-address" } });
    fireEvent.click(f.save);
    await waitFor(() => expect(screen.getByText("請求先メールアドレスが正しくありません")).toBeTruthy());
    expect(seen).toHaveLength(0);
  });
});
