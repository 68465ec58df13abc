"use client";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { cn } from "./cn";
import { useFieldControl } from "./field";

type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/** A checkbox with three states: checked, unchecked and "indeterminate" (a partial selection). */
export function Checkbox({ className, id, ...props }: CheckboxProps) {
  const field = useFieldControl();
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      id={id ?? field?.id}
      aria-describedby={props["aria-describedby"] ?? field?.describedBy}
      aria-invalid={props["aria-invalid"] ?? (field?.invalid || undefined)}
      className={cn(
        "peer grid size-[18px] shrink-0 place-items-center rounded-[5px] border border-muted-foreground/60 bg-card text-primary-foreground shadow-xs outline-none transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group grid place-items-center">
        <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className="size-3.5">
          <path className="group-data-[state=indeterminate]:hidden" d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <path className="hidden group-data-[state=indeterminate]:block" d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
