"use client";
import { Suspense, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/client/query-client";
import type { PublicConfig } from "@/lib/domain/public-config";
import { configureApi } from "@/lib/client/http/api";
import { AnalyticsProvider } from "./analytics-provider";
import { CrashHandler } from "./crash-handler";
import { ProgressBar } from "./progress-bar";
import { ScrollManager } from "./scroll-manager";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";
import { Toaster } from "./toaster";

// Browser-test hooks exist only in MURMUR_MODE=test: their own chunk, never in a page's first load.
const TestHooks = lazyWithRetry(async () => ({ default: (await import("./test-hooks")).TestHooks }), 1);

/** Everything every page shares in the browser: API client, query client, analytics, toasts, progress, crashes, scroll. */
export function AppProviders({ config, children }: { config: PublicConfig; children: React.ReactNode }) {
  useState(() => configureApi({ apiRoot: config.apiRoot, creatorApiRoot: config.creatorApiRoot }));
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AnalyticsProvider production={config.production} token={config.analyticsToken} url={config.analyticsUrl}>
        <ProgressBar />
        {children}
        <Toaster />
        <CrashHandler />
        {config.testHooks && (
          <Suspense>
            <TestHooks />
          </Suspense>
        )}
        <Suspense>
          <ScrollManager />
        </Suspense>
      </AnalyticsProvider>
    </QueryClientProvider>
  );
}
