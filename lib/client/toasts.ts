"use client";
import { useSyncExternalStore } from "react";
import { initialToastState, toastReducer, type ToastLevel, type ToastOptions } from "@/lib/domain/toast-queue";
import { createStore } from "./store";

export const toastStore = createStore(toastReducer, initialToastState);

function add(level: ToastLevel) {
  return (text: string, options?: ToastOptions) => toastStore.dispatch({ type: "add", text, level, options });
}

/** The app's message channel: toast.success("Saved"), toast.error(message, { timeout: 0 }). */
export const toast = {
  success: add("success"),
  error: add("error"),
  warn: add("warn"),
  info: add("info"),
  remove: (id: number) => toastStore.dispatch({ type: "remove", id }),
  clear: () => toastStore.dispatch({ type: "clear" }),
  pause: () => toastStore.dispatch({ type: "pause" }),
  resume: () => toastStore.dispatch({ type: "resume" }),
};

export function useToasts() {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
}
