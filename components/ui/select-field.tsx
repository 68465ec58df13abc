"use client";
import { useId } from "react";
import { cn } from "./cn";

const LOOK = {
  /** In a form: a full-width control under a regular label. */
  form: { box: "gap-1.5", label: "text-sm font-medium", select: "w-full px-3" },
  /** In a filter bar: a compact control under a small muted label. */
  filter: { box: "gap-1", label: "text-xs font-medium text-muted-foreground", select: "min-w-44 px-2.5" },
} as const;

/** A labelled native select in the kit's look (native: keyboard, mobile and Playwright friendly). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  testId,
  look = "form",
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  testId?: string;
  look?: keyof typeof LOOK;
}) {
  const id = useId();
  const style = LOOK[look];
  return (
    <div className={cn("flex flex-col", style.box)}>
      <label htmlFor={id} className={style.label}>
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          "h-9 rounded-lg border border-border bg-card text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30",
          style.select,
        )}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
