export const CRASH_IGNORE_WINDOW_MS = 1000;

export type CrashSource = "app" | "unhandled-rejection" | "window" | "router";

export interface CrashState {
  error: { message: string; source: CrashSource; at: number } | null;
  /** Errors reported before this time are ignored. */
  ignoreUntil: number;
}

export const initialCrashState: CrashState = { error: null, ignoreUntil: 0 };

export type CrashAction =
  | { type: "report"; message: string; source: CrashSource; now: number }
  | { type: "ignore"; now: number };

export function crashReducer(state: CrashState, action: CrashAction): CrashState {
  if (action.type === "ignore") return { error: null, ignoreUntil: action.now + CRASH_IGNORE_WINDOW_MS };
  if (action.now < state.ignoreUntil) return state;
  return { ...state, error: { message: action.message, source: action.source, at: action.now } };
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
