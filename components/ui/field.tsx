"use client";
import { createContext, useContext, useId } from "react";
import { cn } from "./cn";
import { Label } from "./label";

type FieldControl = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean };

const FieldContext = createContext<FieldControl | null>(null);

/** The id, description and validity a control inside a Field should carry. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

type FieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Shown instead of nothing below the control; also marks the control invalid. */
  error?: React.ReactNode;
  required?: boolean;
  id?: string;
  /** "stacked": label above the control; "inline": control then label (checkboxes). */
  layout?: "stacked" | "inline";
  children: React.ReactNode;
};

/** A label, its control, a hint and an error, wired together for assistive tech. */
export function Field({ label, hint, error, required = false, id, layout = "stacked", className, children, ...props }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const invalid = Boolean(error);
  const labelNode = (
    <Label htmlFor={controlId} className={layout === "inline" ? "font-normal" : undefined}>
      {label}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      ) : null}
    </Label>
  );
  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid, required }}>
      <div data-slot="field" data-invalid={invalid || undefined} className={cn("flex flex-col gap-1.5", className)} {...props}>
        {layout === "inline" ? (
          <div className="flex items-center gap-2.5">
            {children}
            {labelNode}
          </div>
        ) : (
          <>
            {labelNode}
            {children}
          </>
        )}
        {error ? (
          <p id={errorId} data-slot="field-error" className="flex items-center gap-1 text-[13px] font-medium text-danger">
            {error}
          </p>
        ) : null}
        {hint ? (
          <p id={hintId} data-slot="field-hint" className="text-[13px] text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
