"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { ignoreCrash, reportCrash, useCrash } from "@/lib/client/crash";
import { alertLazyLoadFailure } from "@/lib/client/lazy-load-failure";
import { isChunkLoadError } from "@/lib/domain/lazy-load";

/** Catches window errors and unhandled rejections; shows the crash panel with Reload and Ignore. */
export function CrashHandler() {
  const t = useTranslations("shell");
  const { error } = useCrash();
  useEffect(() => {
    const lazyMessages = { newVersion: t("lazyLoad.newVersion"), extensionHint: t("lazyLoad.extensionHint") };
    const handle = (reason: unknown, source: "window" | "unhandled-rejection") => {
      if (isChunkLoadError(reason)) alertLazyLoadFailure(lazyMessages);
      else reportCrash(reason, source);
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message, "window");
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason, "unhandled-rejection");
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [t]);

  if (!error) return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="crash-title" className="fixed inset-0 z-[70] grid place-items-center bg-black/50 p-4">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 text-card-foreground shadow-2xl">
        <h2 id="crash-title" className="text-lg font-semibold">{t("crash.title")}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{t("crash.body")}</p>
        <details className="mt-3 text-xs text-muted-foreground">
          <summary className="cursor-pointer">{t("crash.details")}</summary>
          <pre data-testid="crash-message" className="mt-2 overflow-auto rounded bg-muted p-2 whitespace-pre-wrap">{error.message}</pre>
        </details>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={ignoreCrash} className="rounded-md border border-border px-3 py-1.5 text-sm hover:bg-muted">
            {t("crash.ignore")}
          </button>
          <button type="button" onClick={() => window.location.reload()} className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">
            {t("crash.reload")}
          </button>
        </div>
      </div>
    </div>
  );
}
