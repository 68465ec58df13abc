import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import type { BillingStatus, SubscriptionView } from "@/lib/schemas/billing-views";
import { SubscriptionSummary } from "./subscription-summary";

afterEach(cleanup);

const plan = { code: "team_monthly", audience: "team", name: "Team monthly", amount: 4_900, currency: "EUR", interval: "month", price: "€49.00", features: ["upload_audiences"] } as const;

function status(sub: Partial<SubscriptionView> | null, over: Partial<BillingStatus> = {}): BillingStatus {
  return {
    provider: "stripe",
    public_key: "pk_test",
    active: sub?.status === "active",
    is_enterprise: false,
    features: [],
    in_audience_creator_group: false,
    subscription: sub && { id: 1, plan: { ...plan, features: [...plan.features] }, status: "active", provider: "stripe", start: "2026-01-05T00:00:00Z", current_period_end: "2026-02-05T00:00:00Z", renews_at: "2026-02-05T00:00:00Z", cancel_at_period_end: false, ...sub },
    subscriptions: [],
    plans: [],
    ...over,
  };
}

describe("the current plan as the billing screens show it", () => {
  it("an active plan: name, price, status, start and renewal", () => {
    renderWithIntl(<SubscriptionSummary status={status({})} />);
    expect(screen.getByTestId("current-plan").textContent).toBe("Team monthly · €49.00 per month");
    expect(screen.getByTestId("subscription-status").textContent).toBe("Active");
    expect(screen.getByText("Started Jan 5, 2026")).toBeTruthy();
    expect(screen.getByText("Renews Feb 5, 2026")).toBeTruthy();
  });

  it("a failed payment says so, and that uploads are paused, with no renewal date", () => {
    renderWithIntl(<SubscriptionSummary status={status({ status: "past_due", renews_at: null })} />);
    expect(screen.getByTestId("subscription-status").textContent).toBe("Payment failed");
    expect(screen.getByRole("alert").textContent).toContain("The last payment failed, so uploads to X are paused.");
    expect(screen.queryByText(/^Renews|^Active until/)).toBeNull();
  });

  it("cancelled at period end: active until the end date", () => {
    renderWithIntl(<SubscriptionSummary status={status({ status: "canceling", renews_at: null, cancel_at_period_end: true })} />);
    expect(screen.getByTestId("subscription-status").textContent).toBe("Cancelled at period end");
    expect(screen.getByText("Active until Feb 5, 2026")).toBeTruthy();
  });

  it("no plan, but in the Audience_creator group", () => {
    renderWithIntl(<SubscriptionSummary status={status(null, { active: true, in_audience_creator_group: true })} />);
    expect(screen.getByTestId("current-plan").textContent).toBe("No plan yet.");
    expect(screen.getByText(/Audience_creator group/)).toBeTruthy();
  });
});
