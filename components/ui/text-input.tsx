"use client";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";
import { useFieldControl } from "./field";
import { Icon, type IconName } from "./icon";

export const textInputVariants = cva(
  "w-full min-w-0 rounded-lg border border-border bg-card text-foreground shadow-xs outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25 read-only:bg-muted/60",
  {
    variants: { size: { sm: "h-8 px-2.5 text-[13px]", md: "h-9 px-3 text-sm", lg: "h-11 px-3.5 text-[15px]" } },
    defaultVariants: { size: "md" },
  },
);

type TextInputProps = Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof textInputVariants> & {
    /** An icon drawn inside the start of the box, e.g. "search". */
    icon?: IconName;
  };

/** A single-line input; inside a Field it takes the field's id, description and validity. */
export function TextInput({ className, size, icon, id, type = "text", ...props }: TextInputProps) {
  const field = useFieldControl();
  const input = (
    <input
      data-slot="text-input"
      type={type}
      id={id ?? field?.id}
      aria-describedby={props["aria-describedby"] ?? field?.describedBy}
      aria-invalid={props["aria-invalid"] ?? (field?.invalid || undefined)}
      required={props.required ?? (field?.required || undefined)}
      className={cn(textInputVariants({ size }), icon && "ps-9", className)}
      {...props}
    />
  );
  if (!icon) return input;
  return (
    <div data-slot="text-input-wrapper" className="relative w-full">
      <Icon name={icon} size="md" className="pointer-events-none absolute start-2.5 top-1/2 -translate-y-1/2 text-muted-foreground" />
      {input}
    </div>
  );
}
