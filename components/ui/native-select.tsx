"use client";
import { cn } from "./cn";
import { useFieldControl } from "./field";

/** A native <select> inside a Field: takes the Field's id, description and validity (for react-hook-form's register). */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  const field = useFieldControl();
  return (
    <select
      data-slot="native-select"
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn("h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-invalid:border-danger", className)}
      {...props}
    />
  );
}
