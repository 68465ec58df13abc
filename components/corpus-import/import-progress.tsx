"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { TeamImport } from "@/lib/schemas/corpus-import";

/** One import: its status, a progress bar of the file read, its counts and the rows it skipped (line and reason). */
export function ImportProgress({ item }: { item: TeamImport }) {
  const t = useTranslations("corpusImport");
  const format = useFormatter();
  const percent = item.status === "done" ? 100 : item.size ? Math.floor((item.bytes / item.size) * 100) : 0;
  return (
    <div className="space-y-3" data-testid="import-job" data-status={item.status} data-job={item.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{t(`status.${item.status}`)}</span>
        <span className="text-muted-foreground">{t("progress", { file: item.file, percent })}</span>
      </div>
      <div role="progressbar" aria-label={t("progress", { file: item.file, percent })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(["read", "inserted", "updated", "skipped"] as const).map((k) => (
          <div key={k} data-count={k}>
            <dt className="text-muted-foreground">{t(`counts.${k}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{format.number(item[k])}</dd>
          </div>
        ))}
      </dl>
      {item.error && <p className="text-sm text-danger">{item.error}</p>}
      {item.problems.length > 0 && (
        <div className="space-y-1">
          <p className="text-sm font-medium">{t("problems")}</p>
          <ul className="space-y-0.5 text-xs" data-testid="import-problems">
            {item.problems.map((p, i) => (
              <li key={i}>{t("problemLine", { line: p.line, message: p.message })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
