"use client";
import { useEffect } from "react";
import { reportCrash } from "@/lib/client/crash";
import { alertLazyLoadFailure } from "@/lib/client/lazy-load-failure";
import { isChunkLoadError } from "@/lib/domain/lazy-load";
import { useTranslations } from "next-intl";

/** Errors thrown while rendering a route under the app shell (error.tsx of each face): the crash panel takes over. */
export function RouteError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("shell");
  useEffect(() => {
    if (isChunkLoadError(error)) alertLazyLoadFailure({ newVersion: t("lazyLoad.newVersion"), extensionHint: t("lazyLoad.extensionHint") });
    else reportCrash(error, "router");
  }, [error, t]);
  return <main className="p-10 text-center text-muted-foreground">{t("crash.title")}</main>;
}
