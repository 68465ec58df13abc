import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

export const gridVariants = cva("grid", {
  variants: {
    cols: {
      1: "grid-cols-1",
      2: "grid-cols-1 sm:grid-cols-2",
      3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
      4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
      6: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-6",
    },
    gap: { sm: "gap-2", md: "gap-4", lg: "gap-6" },
  },
  defaultVariants: { cols: 3, gap: "md" },
});

type GridProps = React.ComponentProps<"div"> &
  VariantProps<typeof gridVariants> & {
    /** Fits as many columns of at least this width as there is room for, instead of fixed `cols`. */
    minItemWidth?: number;
  };

/** A responsive grid: a fixed column count per breakpoint, or auto-filling columns of a minimum width. */
export function Grid({ className, cols, gap, minItemWidth, style, ...props }: GridProps) {
  const autoFill = minItemWidth ? { gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}px, 100%), 1fr))` } : undefined;
  return (
    <div
      data-slot="grid"
      className={cn(gridVariants({ cols: minItemWidth ? null : cols, gap }), className)}
      style={{ ...autoFill, ...style }}
      {...props}
    />
  );
}
