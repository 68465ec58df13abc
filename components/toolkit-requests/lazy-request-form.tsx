"use client";
import { Suspense } from "react";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";
import type { RequestForm as RequestFormType } from "./request-form";

// Spec §8: the request pages retry a failed lazy load once before the new-version alert.
const RequestForm = lazyWithRetry(async () => ({ default: (await import("./request-form")).RequestForm }), 1);

/** The request form as its own chunk, loaded with one retry. */
export function LazyRequestForm(props: React.ComponentProps<typeof RequestFormType>) {
  return (
    <Suspense fallback={<div className="h-72 max-w-xl animate-pulse rounded-xl border border-border bg-card" />}>
      <RequestForm {...props} />
    </Suspense>
  );
}
