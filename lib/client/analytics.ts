export type AnalyticsEvent =
  | { type: "track"; event: string; properties: Record<string, unknown> }
  | { type: "page"; path: string }
  | { type: "identify"; userId: string }
  | { type: "reset" }
  | { type: "register"; properties: Record<string, unknown> };

export interface Analytics {
  readonly enabled: boolean;
  track(event: string, properties?: Record<string, unknown>): void;
  pageView(path: string): void;
  identify(userId: string): void;
  reset(): void;
  register(properties: Record<string, unknown>): void;
}

export interface AnalyticsSettings {
  production: boolean;
  token: string;
  /** Where events go; given the token, the event and the identity and super-properties so far. */
  send: (payload: { token: string; event: AnalyticsEvent; distinctId: string | null; superProperties: Record<string, unknown> }) => void;
}

/** Product analytics: live only in production mode with a token; otherwise every call does nothing. */
export function createAnalytics(settings: AnalyticsSettings): Analytics {
  const enabled = settings.production && settings.token.trim().length > 0;
  let distinctId: string | null = null;
  let superProperties: Record<string, unknown> = {};
  const emit = (event: AnalyticsEvent) => {
    if (enabled) settings.send({ token: settings.token, event, distinctId, superProperties });
  };
  return {
    enabled,
    track: (event, properties = {}) => emit({ type: "track", event, properties }),
    pageView: (path) => emit({ type: "page", path }),
    identify(userId) {
      if (!enabled) return;
      distinctId = userId;
      emit({ type: "identify", userId });
    },
    reset() {
      if (!enabled) return;
      distinctId = null;
      superProperties = {};
      emit({ type: "reset" });
    },
    register(properties) {
      if (!enabled) return;
      superProperties = { ...superProperties, ...properties };
      emit({ type: "register", properties });
    },
  };
}

/** Sends events to the configured collector with sendBeacon (falls back to fetch keepalive). */
export function beaconSender(url: string): AnalyticsSettings["send"] {
  return (payload) => {
    if (!url) return;
    const body = JSON.stringify(payload);
    if (typeof navigator !== "undefined" && navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(() => {});
  };
}
