"use client";
import { useCallback, useEffect, useState } from "react";
import type { Me } from "@/lib/schemas/user";
import { HttpError } from "@/lib/domain/http-errors";
import { api } from "@/lib/client/http/api";
import { redirectToLogin } from "@/lib/client/return-path";

/** Signed out (401, or 403 as the spec's client reads it): remember the page and go to login. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}

/** The signed-in user; a page that needs one sends signed-out visitors to login. */
export function useMe() {
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setMe(await api().request<Me>("GET", "/api/user/me/"));
    } catch (e) {
      if (isSignedOut(e)) redirectToLogin();
      else setError((e as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { me, error, reload: load, setMe };
}
