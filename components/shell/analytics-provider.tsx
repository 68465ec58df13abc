"use client";
import { createContext, useContext, useEffect, useMemo } from "react";
import { usePathname } from "next/navigation";
import { beaconSender, createAnalytics, type Analytics } from "@/lib/client/analytics";

const AnalyticsContext = createContext<Analytics | null>(null);

export function AnalyticsProvider(props: { production: boolean; token: string; url: string; children: React.ReactNode }) {
  const { production, token, url, children } = props;
  const analytics = useMemo(() => createAnalytics({ production, token, send: beaconSender(url) }), [production, token, url]);
  const pathname = usePathname();
  useEffect(() => analytics.pageView(pathname), [analytics, pathname]);
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error("useAnalytics must be used inside AnalyticsProvider");
  return analytics;
}
