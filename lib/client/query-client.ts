import { QueryClient } from "@tanstack/react-query";
import { HttpError } from "@/lib/domain/http-errors";

/** The one query client of a browser tab: every server read and write goes through it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx is an answer, not a glitch: only network failures and 5xx are retried.
        retry: (failures, error) => failures < 2 && !(error instanceof HttpError && error.status > 0 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
