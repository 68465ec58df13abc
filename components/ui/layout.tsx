import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { cn } from "./cn";

const gap = { none: "gap-0", xs: "gap-1", sm: "gap-2", md: "gap-4", lg: "gap-6", xl: "gap-10" };
const align = { start: "items-start", center: "items-center", end: "items-end", stretch: "items-stretch", baseline: "items-baseline" };
const justify = { start: "justify-start", center: "justify-center", end: "justify-end", between: "justify-between" };

export const columnVariants = cva("flex flex-col", {
  variants: { gap, align, justify },
  defaultVariants: { gap: "md", align: "stretch", justify: "start" },
});

export const rowVariants = cva("flex flex-row", {
  variants: { gap, align, justify, wrap: { true: "flex-wrap", false: "flex-nowrap" } },
  defaultVariants: { gap: "sm", align: "center", justify: "start", wrap: false },
});

type LayoutProps<V> = React.ComponentProps<"div"> & V & { asChild?: boolean };

/** Children stacked top to bottom with an even gap. */
export function Column({ className, gap, align, justify, asChild, ...props }: LayoutProps<VariantProps<typeof columnVariants>>) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="column" className={cn(columnVariants({ gap, align, justify }), className)} {...props} />;
}

/** Children side by side with an even gap, optionally wrapping. */
export function Row({ className, gap, align, justify, wrap, asChild, ...props }: LayoutProps<VariantProps<typeof rowVariants>>) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="row" className={cn(rowVariants({ gap, align, justify, wrap }), className)} {...props} />;
}
