"use client";
import { cva, type VariantProps } from "class-variance-authority";
import { DropdownMenu } from "radix-ui";
import { cn } from "./cn";
import { Icon, type IconName } from "./icon";

export const menuItemVariants = cva(
  "relative flex w-full cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&>[data-slot=icon]]:text-muted-foreground",
  {
    variants: {
      tone: {
        default: "text-foreground data-[highlighted]:bg-muted",
        danger: "text-danger data-[highlighted]:bg-danger/10 [&>[data-slot=icon]]:text-danger",
      },
      selected: { true: "bg-primary/8 font-medium text-primary [&>[data-slot=icon]]:text-primary", false: "" },
    },
    defaultVariants: { tone: "default", selected: false },
  },
);

type MenuItemProps = React.ComponentProps<typeof DropdownMenu.Item> &
  VariantProps<typeof menuItemVariants> & {
    icon?: IconName;
    /** A secondary line under the label. */
    hint?: React.ReactNode;
    /** Right-aligned extra, e.g. a shortcut or a count. */
    trailing?: React.ReactNode;
  };

/** One choice in a Dropdown: arrow keys move between items, Enter or a click picks one. */
export function MenuItem({ className, tone, selected, icon, hint, trailing, children, ...props }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      data-slot="menu-item"
      aria-current={selected ? "true" : undefined}
      className={cn(menuItemVariants({ tone, selected }), className)}
      {...props}
    >
      {icon ? <Icon name={icon} size="md" /> : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate">{children}</span>
        {hint ? <span className="truncate text-xs font-normal text-muted-foreground">{hint}</span> : null}
      </span>
      {trailing ? <span className="ms-4 text-xs text-muted-foreground">{trailing}</span> : null}
    </DropdownMenu.Item>
  );
}

export function MenuLabel({ className, ...props }: React.ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      data-slot="menu-label"
      className={cn("px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase", className)}
      {...props}
    />
  );
}

export function MenuSeparator({ className, ...props }: React.ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator data-slot="menu-separator" className={cn("-mx-1.5 my-1.5 h-px bg-border", className)} {...props} />;
}
