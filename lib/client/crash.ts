"use client";
import { useSyncExternalStore } from "react";
import { crashReducer, errorMessageOf, initialCrashState, type CrashSource } from "@/lib/domain/crash-state";
import { createStore } from "./store";

export const crashStore = createStore(crashReducer, initialCrashState);

export function reportCrash(error: unknown, source: CrashSource): void {
  crashStore.dispatch({ type: "report", message: errorMessageOf(error), source, now: Date.now() });
}

export function ignoreCrash(): void {
  crashStore.dispatch({ type: "ignore", now: Date.now() });
}

export function useCrash() {
  return useSyncExternalStore(crashStore.subscribe, crashStore.getState, crashStore.getState);
}
