import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import type { PlanView } from "@/lib/schemas/billing-views";
import { PlanCard } from "./plan-card";

afterEach(cleanup);

const plan = (over: Partial<PlanView>): PlanView => ({
  code: "team_monthly",
  audience: "team",
  name: "Team monthly",
  amount: 4_900,
  currency: "EUR",
  interval: "month",
  price: "(server text, not shown)",
  features: ["upload_audiences"],
  ...over,
});

function show(locale: "en" | "ja", p: PlanView) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="UTC">
      <ul>
        <PlanCard plan={p} />
      </ul>
    </NextIntlClientProvider>,
  );
  return screen.getByTestId("plan-price").textContent;
}

describe("plan prices in the viewer's language and the plan's currency", () => {
  it("writes euros, pounds and yen as English and Japanese readers expect", () => {
    expect(show("en", plan({}))).toBe("€49.00 per month");
    cleanup();
    expect(show("ja", plan({}))).toBe("月額 €49.00");
    cleanup();
    expect(show("en", plan({ amount: 199_000, interval: "year" }))).toBe("€1,990.00 per year");
    cleanup();
    expect(show("ja", plan({ amount: 1_200, currency: "YEN" }))).toBe("月額 ￥1,200");
    cleanup();
    expect(show("en", plan({ amount: 4_900, currency: "GBP" }))).toBe("£49.00 per month");
  });

  it("falls back to the euro when the plan has no currency or 'Other'", () => {
    expect(show("en", plan({ currency: "Other" }))).toBe("€49.00 per month");
    cleanup();
    expect(show("en", plan({ currency: "" }))).toBe("€49.00 per month");
  });
});
