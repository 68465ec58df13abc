"use client";
import { useCallback, useState } from "react";
import type { Me } from "@/lib/schemas/user";
import { HttpError } from "@/lib/domain/http-errors";
import { api } from "@/lib/client/http/api";
import { redirectToLogin } from "@/lib/client/return-path";
import { useLoad } from "./use-load";

/** Signed out (401, or 403 as the spec's client reads it): remember the page and go to login. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}

const loadMe = () => api().request<Me>("GET", "/api/user/me/");

/** The signed-in user; a page that needs one sends signed-out visitors to login. */
export function useMe() {
  const [error, setError] = useState<string | null>(null);
  const onError = useCallback((e: unknown) => (isSignedOut(e) ? redirectToLogin() : setError((e as Error).message)), []);
  const { data: me, setData: setMe, reload } = useLoad(loadMe, onError);
  return { me, error, reload, setMe };
}
