import "./icon-font/icon-font.css";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";
import type { IconName } from "./icon-names";

export const iconVariants = cva("material-symbols-outlined shrink-0 select-none leading-none", {
  variants: {
    size: { xs: "!text-[14px]", sm: "!text-[18px]", md: "!text-[20px]", lg: "!text-[24px]", xl: "!text-[32px]" },
  },
  defaultVariants: { size: "md" },
});

export type { IconName };

type IconProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof iconVariants> & {
    name: IconName;
    /** Set it when the icon alone carries meaning; otherwise the icon is hidden from assistive tech. */
    label?: string;
  };

/** A Material Symbols glyph from the locally shipped font, subset to the app's icons: outlined, weight 300. */
export function Icon({ name, label, size, className, style, ...props }: IconProps) {
  return (
    <span
      data-slot="icon"
      data-icon={name}
      className={cn(iconVariants({ size }), className)}
      style={{ fontWeight: 300, fontVariationSettings: "'FILL' 0, 'wght' 300, 'GRAD' 0, 'opsz' 24", ...style }}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...props}
    >
      {name}
    </span>
  );
}
