"use client";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useIsFetching, useIsMutating, useQueryClient } from "@tanstack/react-query";
import { inFlightAges } from "@/lib/client/queries/in-flight-ages";
import { overallProgress, PROGRESS_TICK_MS } from "@/lib/domain/progress";

/** The top bar that follows the query client's in-flight fetches and mutations. */
export function ProgressBar() {
  const t = useTranslations("shell");
  const queryClient = useQueryClient();
  const [ages] = useState(() => inFlightAges(queryClient));
  const count = useIsFetching() + useIsMutating();
  const [value, setValue] = useState(1);

  useEffect(() => {
    const update = () => setValue(overallProgress(ages()));
    update();
    if (count === 0) return;
    const timer = setInterval(update, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [count, ages]);

  const busy = value < 1;
  return (
    <div
      role="progressbar"
      aria-label={t("progress")}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={Number(value.toFixed(3))}
      aria-hidden={!busy}
      data-testid="progress-bar"
      className={`fixed inset-x-0 top-0 z-[60] h-0.5 transition-opacity duration-300 ${busy ? "opacity-100" : "opacity-0"}`}
    >
      <div className="h-full bg-primary transition-[width] duration-500 ease-out" style={{ width: `${value * 100}%` }} />
    </div>
  );
}
