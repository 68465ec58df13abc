"use client";
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { LOGIN_CODE_LENGTH } from "@/lib/schemas/auth";

/**
 * Six boxes for the e-mailed code. Typing moves on, Backspace moves back, pasting fills all;
 * once every box holds a digit the code is submitted by itself.
 */
export function CodeEntry({ value, onChange, onComplete, invalid, disabled }: {
  value: string;
  onChange: (code: string) => void;
  onComplete: (code: string) => void;
  invalid: boolean;
  disabled?: boolean;
}) {
  const t = useTranslations("auth");
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: LOGIN_CODE_LENGTH }, (_, i) => value[i] ?? "");

  function update(next: string, focus: number) {
    const code = next.replace(/\D/g, "").slice(0, LOGIN_CODE_LENGTH);
    onChange(code);
    boxes.current[Math.min(focus, LOGIN_CODE_LENGTH - 1)]?.focus();
    if (code.length === LOGIN_CODE_LENGTH) onComplete(code);
  }

  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 block text-sm font-medium">{t("codeLabel")}</legend>
      <div className="flex justify-between gap-2" data-testid="code-entry">
        {digits.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={t("digitLabel", { n: i + 1 })}
            aria-invalid={invalid || undefined}
            inputMode="numeric"
            autoComplete={i === 0 ? "one-time-code" : "off"}
            maxLength={LOGIN_CODE_LENGTH}
            value={digit}
            autoFocus={i === 0}
            onChange={(e) => {
              const typed = e.target.value.replace(/\D/g, "");
              if (!typed) return;
              // A paste or autofill into any box carries the whole code.
              if (typed.length > 1) return update(typed, typed.length);
              update(value.slice(0, i) + typed + value.slice(i + 1), i + 1);
            }}
            onKeyDown={(e) => {
              if (e.key === "Backspace") {
                e.preventDefault();
                const at = digit ? i : Math.max(0, i - 1);
                update(value.slice(0, at) + value.slice(at + 1), at);
              }
            }}
            className="h-14 w-0 min-w-0 flex-1 rounded-lg border border-border bg-background text-center text-2xl font-semibold tabular-nums outline-none transition focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-danger"
          />
        ))}
      </div>
    </fieldset>
  );
}
