"use client";
import { Suspense } from "react";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";

// Spec §8: the request pages retry a failed lazy load once before the new-version alert.
const RequestVerification = lazyWithRetry(async () => ({ default: (await import("./request-verification")).RequestVerification }), 1);

export function LazyRequestVerification() {
  return (
    <Suspense fallback={null}>
      <RequestVerification />
    </Suspense>
  );
}
