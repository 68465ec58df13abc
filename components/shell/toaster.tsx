"use client";
import { Suspense, useEffect } from "react";
import { useTranslations } from "next-intl";
import { toast, useToasts } from "@/lib/client/toasts";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";
import { toastLifetime, type Toast, type ToastLevel } from "@/lib/domain/toast-queue";

// The sanitiser (DOMPurify) stays out of every page's first load: plain-text toasts are the common case.
const ToastHtml = lazyWithRetry(() => import("./toast-html"), 1);

const LEVEL_STYLES: Record<ToastLevel, string> = {
  success: "border-success/40 bg-card text-card-foreground [--toast-accent:var(--success)]",
  error: "border-danger/40 bg-card text-card-foreground [--toast-accent:var(--danger)]",
  warn: "border-warn/40 bg-card text-card-foreground [--toast-accent:var(--warn)]",
  info: "border-info/40 bg-card text-card-foreground [--toast-accent:var(--info)]",
};

function ToastItem({ item }: { item: Toast }) {
  const t = useTranslations("shell.toasts");
  useEffect(() => {
    const lifetime = toastLifetime(item);
    if (lifetime === null) return;
    const timer = setTimeout(() => toast.remove(item.id), lifetime);
    return () => clearTimeout(timer);
  }, [item]);
  return (
    <li
      role={item.level === "error" ? "alert" : "status"}
      data-level={item.level}
      data-testid="toast"
      className={`pointer-events-auto flex w-80 items-start gap-3 rounded-lg border border-l-4 border-l-[var(--toast-accent)] p-3 text-sm shadow-lg ${LEVEL_STYLES[item.level]}`}
    >
      {item.options.html ? (
        <Suspense fallback={<p className="flex-1" />}>
          <ToastHtml html={item.text} />
        </Suspense>
      ) : (
        <p className="flex-1 whitespace-pre-line">{item.text}</p>
      )}
      <button
        type="button"
        aria-label={t("close")}
        onClick={() => toast.remove(item.id)}
        className="rounded px-1 text-muted-foreground hover:text-foreground"
      >
        ×
      </button>
    </li>
  );
}

export function Toaster() {
  const t = useTranslations("shell.toasts");
  const { toasts } = useToasts();
  return (
    <section aria-label={t("region")} className="pointer-events-none fixed right-4 bottom-4 z-50">
      <ol className="flex flex-col gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
