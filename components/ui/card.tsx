import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

export const cardVariants = cva("flex flex-col rounded-xl border border-border bg-card text-card-foreground", {
  variants: {
    elevation: { flat: "", raised: "shadow-sm shadow-black/5", floating: "shadow-lg shadow-black/10" },
    padding: { none: "", md: "gap-4 p-5", lg: "gap-5 p-6" },
  },
  defaultVariants: { elevation: "raised", padding: "md" },
});

export function Card({ className, elevation, padding, ...props }: React.ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ elevation, padding }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1", className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 data-slot="card-title" className={cn("text-base font-semibold leading-tight tracking-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("text-sm", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center gap-2 border-t border-border pt-4", className)} {...props} />;
}
