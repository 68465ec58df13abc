import { Suspense } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { SectionBody } from "./section-body";

afterEach(cleanup);

const post = { id: "1", text: "today is the day", created_at: "2026-11-01T00:00:00Z", like_count: 3, repost_count: 1, reply_count: 0, author_handle: "a", author_name: "A" };

function show(locale: "en" | "ja", payload: unknown) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="UTC">
      <Suspense fallback={null}>
        <SectionBody name="conversation_posts" payload={payload} />
      </Suspense>
    </NextIntlClientProvider>,
  );
}

describe("a conversation's listed posts", () => {
  it("say they come from a random sample, of how many matched posts, when the report sampled them", async () => {
    show("en", { order: "like_count", rows: [post], sampled_posts: 12_480, matched_posts: 220_036 });
    expect((await screen.findByText(/random sample/)).textContent).toBe(
      "Listed from a random sample of 12,480 of the 220,036 matched posts; the volume, sentiment and post counts are over every match.",
    );
  });

  it("say it in Japanese too", async () => {
    show("ja", { order: "like_count", rows: [post], sampled_posts: 12_480, matched_posts: 220_036 });
    await screen.findByText(/無作為/);
    expect(document.querySelector('[data-value="post-sample"]')?.textContent).toContain("220,036 件から無作為に抽出した 12,480 件");
  });

  it("say nothing of a sample when every match was ranked", async () => {
    show("en", { order: "like_count", rows: [post] });
    await screen.findByText("today is the day");
    expect(document.querySelector('[data-value="post-sample"]')).toBeNull();
  });
});
