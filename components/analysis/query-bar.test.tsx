// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { defaultRequest, type AnalysisRequest } from "@/lib/domain/analysis-screen/session";
import { QueryBar } from "./query-bar";

afterEach(cleanup);

const initial = defaultRequest(new Date("2026-11-26T12:00:00Z"));

function renderBar(locale: "en" | "ja", start: AnalysisRequest = initial) {
  const submitted: AnalysisRequest[] = [];
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="UTC">
      <QueryBar initial={start} busy={false} onSubmit={(r) => submitted.push(r)} />
    </NextIntlClientProvider>,
  );
  const t = locale === "en" ? en.analysis : ja.analysis;
  return { submitted, t, analyse: screen.getByRole("button", { name: t.analyze }), query: screen.getByPlaceholderText(t.placeholders[start.queryType]) as HTMLInputElement };
}

describe("the analysis query bar", () => {
  it("refuses an empty query with the spec's words, in English and in Japanese, and sends nothing", async () => {
    for (const locale of ["en", "ja"] as const) {
      const bar = renderBar(locale);
      fireEvent.change(bar.query, { target: { value: "   " } });
      fireEvent.click(bar.analyse);
      await waitFor(() => expect(screen.getByText(bar.t.emptyQuery)).toBeTruthy());
      expect(bar.query.getAttribute("aria-invalid")).toBe("true");
      expect(bar.submitted).toEqual([]);
      cleanup();
    }
  });

  it("submits the request the analysis runs: trimmed query, lists split on commas, Global when no country is given", async () => {
    const bar = renderBar("en");
    fireEvent.change(bar.query, { target: { value: "  #coffee  " } });
    fireEvent.change(screen.getByLabelText(bar.t.countries), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText(bar.t.excludeKeywords), { target: { value: "tea, , decaf " } });
    fireEvent.change(screen.getByLabelText(bar.t.shareOfVoice), { target: { value: "latte,mocha" } });
    fireEvent.change(screen.getByLabelText(bar.t.order), { target: { value: "created_at" } });
    fireEvent.click(bar.analyse);
    await waitFor(() => expect(bar.submitted).toHaveLength(1));
    expect(bar.submitted[0]).toEqual({
      ...initial,
      handle: "#coffee",
      country: ["Global"],
      excludeKeywords: ["tea", "decaf"],
      shareOfConversation: ["latte", "mocha"],
      conversationOrderPosts: "created_at",
    });
  });

  it("keeps a conversation window whose end is not after its start on the page, with the reason on the end field", async () => {
    const bar = renderBar("ja", { ...initial, handle: "#coffee", conversationStart: "2026-11-20T00:00:00.000Z", conversationEnd: "2026-11-10T00:00:00.000Z" });
    fireEvent.click(bar.analyse);
    await waitFor(() => expect(screen.getByText(bar.t.endBeforeStart)).toBeTruthy());
    expect(bar.submitted).toEqual([]);
  });

  it("switches the query type, and only a conversation shows the window and its options", async () => {
    const bar = renderBar("en");
    expect(screen.getByLabelText(bar.t.start)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: bar.t.types.handle }));
    expect(screen.queryByLabelText(bar.t.start)).toBeNull();
    fireEvent.change(screen.getByPlaceholderText(bar.t.placeholders.handle), { target: { value: "brand" } });
    fireEvent.click(bar.analyse);
    await waitFor(() => expect(bar.submitted).toHaveLength(1));
    expect(bar.submitted[0]).toMatchObject({ queryType: "handle", handle: "brand" });
  });
});
