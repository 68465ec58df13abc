import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";
import { Icon, type IconName } from "./icon";

export const chipVariants = cva(
  "inline-flex max-w-full items-center gap-1 rounded-full border font-medium whitespace-nowrap [&>[data-slot=icon]]:-ms-0.5",
  {
    variants: {
      tone: {
        neutral: "border-border bg-muted text-foreground",
        primary: "border-primary/25 bg-primary/10 text-primary",
        info: "border-info/25 bg-info/8 text-info",
        success: "border-success/25 bg-success/8 text-success",
        warn: "border-warn/30 bg-warn/8 text-warn",
        danger: "border-danger/25 bg-danger/8 text-danger",
      },
      size: { sm: "h-6 px-2 text-xs", md: "h-7 px-2.5 text-[13px]" },
    },
    defaultVariants: { tone: "neutral", size: "md" },
  },
);

type ChipProps = React.ComponentProps<"span"> &
  VariantProps<typeof chipVariants> & {
    icon?: IconName;
    /** Adds a remove button labelled by `removeLabel`. */
    onRemove?: () => void;
    removeLabel?: string;
  };

/** A compact label for a status, a filter or a selected value. */
export function Chip({ className, tone, size, icon, onRemove, removeLabel, children, ...props }: ChipProps) {
  return (
    <span data-slot="chip" data-tone={tone ?? "neutral"} className={cn(chipVariants({ tone, size }), onRemove && "pe-1", className)} {...props}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      <span className="truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          aria-label={removeLabel}
          onClick={onRemove}
          className="ms-0.5 grid size-5 place-items-center rounded-full opacity-70 outline-none hover:bg-current/15 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon name="close" size="xs" />
        </button>
      ) : null}
    </span>
  );
}
