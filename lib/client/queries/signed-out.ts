"use client";
import { useEffect } from "react";
import { HttpError } from "@/lib/domain/http-errors";
import { redirectToLogin } from "../return-path";

/** Signed out (401, or 403 as the spec's client reads it). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}

/** A page that needs a signed-in user: a signed-out answer remembers the page and goes to login. */
export function useSignedOutRedirect(error: unknown): void {
  useEffect(() => {
    if (isSignedOut(error)) redirectToLogin();
  }, [error]);
}
