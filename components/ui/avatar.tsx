"use client";
import { cva, type VariantProps } from "class-variance-authority";
import { Avatar as AvatarPrimitive } from "radix-ui";
import { avatarInitials, avatarLevel, type AvatarLevel } from "@/lib/domain/kit/avatar";
import { cn } from "./cn";

export const avatarVariants = cva("relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full font-semibold", {
  variants: {
    size: { xs: "size-6 text-[10px]", sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-14 text-lg" },
  },
  defaultVariants: { size: "md" },
});

const LEVEL_CLASSES: Record<AvatarLevel, string> = {
  info: "bg-info text-level-foreground",
  warn: "bg-warn text-level-foreground",
  success: "bg-success text-level-foreground",
  danger: "bg-danger text-level-foreground",
};

type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** A name, e-mail or handle: gives the initials, the colour and the accessible name. */
    text: string;
    src?: string | null;
  };

/** A picture, or up to two initials on one of four colours chosen by a hash of the text. */
export function Avatar({ text, src, size, className, ...props }: AvatarProps) {
  const level = avatarLevel(text);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-level={level}
      role="img"
      aria-label={text}
      className={cn(avatarVariants({ size }), LEVEL_CLASSES[level], className)}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback data-slot="avatar-initials" aria-hidden="true" delayMs={src ? 400 : undefined}>
        {avatarInitials(text)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
