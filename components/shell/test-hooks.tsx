"use client";
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/toasts";
import { api } from "@/lib/client/http/api";
import { toastHttpError } from "@/lib/client/http/error-feedback";

declare global {
  interface Window {
    murmurTest?: {
      toast: typeof toast;
      api: ReturnType<typeof api>;
      toastHttpError: typeof toastHttpError;
      /** A GET through the query client, as every screen reads. */
      query: (path: string) => Promise<unknown>;
    };
  }
}

/** Only in MURMUR_MODE=test: lets browser tests drive the shell (toasts, API calls) directly. */
export function TestHooks() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const query = (path: string) => queryClient.fetchQuery({ queryKey: ["test", path], queryFn: ({ signal }) => api().request("GET", path, { signal }) });
    window.murmurTest = { toast, api: api(), toastHttpError, query };
    return () => {
      delete window.murmurTest;
    };
  }, [queryClient]);
  return null;
}
