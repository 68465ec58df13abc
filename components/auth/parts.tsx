"use client";
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from "react";

/** Small form pieces in the theme's tokens, until the design kit's components replace them. */
export function Panel({ title, children, actions, testId }: { title?: ReactNode; children: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="rounded-xl border border-border bg-card p-6 shadow-sm">
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-4">
          {title && <h2 className="text-lg font-semibold tracking-tight">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function TextField({ label, error, hint, id, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: string; id: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm outline-none transition focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-danger"
        {...input}
      />
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; tone?: "primary" | "secondary" | "danger" | "ghost" };

const TONES = {
  primary: "bg-primary text-primary-foreground hover:opacity-90",
  secondary: "border border-border bg-card text-foreground hover:bg-muted",
  danger: "border border-border bg-card text-danger hover:bg-muted",
  ghost: "text-muted-foreground hover:text-foreground",
};

export function Button({ busy, tone = "primary", className = "", children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-60 ${TONES[tone]} ${className}`}
      {...rest}
    >
      {busy && <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      {children}
    </p>
  );
}

export function Loading() {
  return <div aria-busy className="mx-auto my-16 size-6 animate-spin rounded-full border-2 border-primary border-t-transparent" />;
}

/** One row of a list: a title, an optional detail line, and its actions. */
export function ItemRow({ title, detail, children }: { title: ReactNode; detail?: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{title}</span>
        {detail && <span className="block truncate text-xs text-muted-foreground">{detail}</span>}
      </span>
      {children}
    </li>
  );
}

export function Badge({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">{children}</span>;
}
