"use client";
import { cn } from "@/components/ui/cn";

/** A labelled row of mutually exclusive options (native radios, styled as segments). */
export function ChoiceGroup<T extends string>({
  label, name, value, options, onChange,
}: { label: string; name: string; value: T; options: { value: T; label: string; swatch?: string }[]; onChange: (v: T) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === o.value ? "border-primary bg-primary/10 text-primary" : "border-border bg-card hover:bg-muted",
            )}
          >
            <input type="radio" className="sr-only" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.swatch ? <span aria-hidden className="size-4 rounded-full border border-border" style={{ background: o.swatch }} /> : null}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
