"use client";
import { useEffect } from "react";
import { toastHttpError } from "../http/error-feedback";

/** A read that failed, shown once as an error toast (a signed-out answer shows nothing: login follows). */
export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) toastHttpError(error);
  }, [error]);
}
