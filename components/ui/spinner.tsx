import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

export const spinnerVariants = cva("shrink-0 animate-spin", {
  variants: { size: { xs: "size-3.5", sm: "size-4", md: "size-5", lg: "size-8" } },
  defaultVariants: { size: "md" },
});

type SpinnerProps = Omit<React.ComponentProps<"svg">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers; without it the spinner is decorative (its owner says it is busy). */
    label?: string;
  };

export function Spinner({ size, label, className, ...props }: SpinnerProps) {
  return (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      className={cn(spinnerVariants({ size }), className)}
      {...(label ? { role: "status", "aria-label": label } : { "aria-hidden": true })}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
