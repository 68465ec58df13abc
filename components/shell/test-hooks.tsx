"use client";
import { useEffect } from "react";
import { toast } from "@/lib/client/toasts";
import { api } from "@/lib/client/http/api";
import { toastHttpError } from "@/lib/client/http/error-feedback";

declare global {
  interface Window {
    murmurTest?: { toast: typeof toast; api: ReturnType<typeof api>; toastHttpError: typeof toastHttpError };
  }
}

/** Only in MURMUR_MODE=test: lets browser tests drive the shell (toasts, API calls) directly. */
export function TestHooks() {
  useEffect(() => {
    window.murmurTest = { toast, api: api(), toastHttpError };
    return () => {
      delete window.murmurTest;
    };
  }, []);
  return null;
}
