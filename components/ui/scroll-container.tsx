"use client";
import { ScrollArea } from "radix-ui";
import { cn } from "./cn";

type ScrollContainerProps = Omit<React.ComponentProps<typeof ScrollArea.Root>, "dir"> & {
  /** Names the scrollable region; it is focusable so keyboard users can scroll it. */
  label: string;
  maxHeight?: number | string;
  orientation?: "vertical" | "horizontal" | "both";
};

/** A region with a slim themed scrollbar that keyboard users can focus and scroll. */
export function ScrollContainer({ label, maxHeight, orientation = "vertical", className, children, ...props }: ScrollContainerProps) {
  return (
    <ScrollArea.Root data-slot="scroll-container" type="hover" className={cn("relative overflow-hidden", className)} {...props}>
      <ScrollArea.Viewport
        data-slot="scroll-container-viewport"
        role="region"
        aria-label={label}
        tabIndex={0}
        className="size-full rounded-[inherit] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        style={{ maxHeight }}
      >
        {children}
      </ScrollArea.Viewport>
      {orientation !== "horizontal" ? <Bar orientation="vertical" /> : null}
      {orientation !== "vertical" ? <Bar orientation="horizontal" /> : null}
      <ScrollArea.Corner />
    </ScrollArea.Root>
  );
}

function Bar({ orientation }: { orientation: "vertical" | "horizontal" }) {
  return (
    <ScrollArea.Scrollbar
      orientation={orientation}
      className="flex touch-none p-0.5 select-none data-[orientation=horizontal]:h-2.5 data-[orientation=horizontal]:flex-col data-[orientation=vertical]:w-2.5"
    >
      <ScrollArea.Thumb className="relative flex-1 rounded-full bg-muted-foreground/40 hover:bg-muted-foreground/60" />
    </ScrollArea.Scrollbar>
  );
}
