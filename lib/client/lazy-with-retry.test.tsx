import { Suspense } from "react";
import { expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { lazyWithRetry } from "./lazy-with-retry";
import { REQUEST_PAGE_LOAD_RETRIES } from "@/lib/domain/lazy-load";

it("a request page whose chunk fails once still loads", async () => {
  let attempts = 0;
  const Page = lazyWithRetry(async () => {
    attempts += 1;
    if (attempts === 1) throw Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" });
    return { default: () => <h1>Request access</h1> };
  }, REQUEST_PAGE_LOAD_RETRIES);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(await screen.findByRole("heading", { name: "Request access" })).toBeTruthy();
  expect(attempts).toBe(2);
});
