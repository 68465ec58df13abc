export type ToastLevel = "success" | "error" | "warn" | "info";

export interface ToastOptions {
  /** Milliseconds before the toast closes itself; 0 or a non-number keeps it on screen. */
  timeout?: unknown;
  /** The text is trusted-shape HTML, rendered after sanitising. */
  html?: boolean;
}

export interface Toast {
  id: number;
  text: string;
  level: ToastLevel;
  options: ToastOptions;
}

export interface ToastState {
  toasts: Toast[];
  paused: boolean;
  counter: number;
}

export const MAX_TOASTS = 10;
export const DEFAULT_TOAST_TIMEOUT_MS = 6000;

export const initialToastState: ToastState = { toasts: [], paused: false, counter: 0 };

export type ToastAction =
  | { type: "add"; text: string; level: ToastLevel; options?: ToastOptions }
  | { type: "remove"; id: number }
  | { type: "clear" }
  | { type: "pause" }
  | { type: "resume" };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add": {
      if (state.paused) return state;
      const id = state.counter + 1;
      const options = { timeout: DEFAULT_TOAST_TIMEOUT_MS, ...action.options };
      const toasts = [...state.toasts, { id, text: action.text, level: action.level, options }];
      return { ...state, counter: id, toasts: toasts.slice(-MAX_TOASTS) };
    }
    case "remove":
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.id) };
    case "clear":
      return { ...state, toasts: [] };
    case "pause":
      return { ...state, paused: true };
    case "resume":
      return { ...state, paused: false };
  }
}

/** The delay after which a toast closes itself, or null when it stays. */
export function toastLifetime(toast: Toast): number | null {
  const t = toast.options.timeout;
  return typeof t === "number" && Number.isFinite(t) && t > 0 ? t : null;
}
