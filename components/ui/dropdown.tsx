"use client";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { DropdownMenu } from "radix-ui";
import {
  dropdownMaxWidth,
  dropdownSide,
  POINTER_LEAVE_GRACE_MS,
  suppressesClickAway,
  type DropdownSide,
} from "@/lib/domain/kit/dropdown-placement";
import { cn } from "./cn";
import { usePortalContainer } from "./portal-container";

type OpenOn = "click" | "hover";

type DropdownState = {
  openOn: OpenOn;
  disabled: boolean;
  open: boolean;
  side: DropdownSide;
  maxWidth: number;
  registerTrigger: (element: HTMLButtonElement | null) => void;
  /** Whether an outside press should leave the menu open (within 300 ms of opening, or on the trigger). */
  keepsOpenOn: (target: EventTarget | null) => boolean;
  setOpen: (open: boolean) => void;
  pointerEnter: () => void;
  pointerLeave: () => void;
};

const DropdownContext = createContext<DropdownState | null>(null);

function useDropdown(part: string): DropdownState {
  const state = useContext(DropdownContext);
  if (!state) throw new Error(`${part} must be inside <Dropdown>`);
  return state;
}

type DropdownProps = {
  /** "click" (default) toggles on press; "hover" also opens when the pointer rests on the trigger and closes when it leaves. */
  openOn?: OpenOn;
  disabled?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
};

/**
 * A menu that opens below its trigger (above it when less than 300 px remain below), at most
 * 600 px wide and 16 px from the viewport's edges. Outside clicks in the first 300 ms after
 * opening are ignored so the opening gesture cannot close it again.
 */
export function Dropdown({ openOn = "click", disabled = false, open: openProp, defaultOpen = false, onOpenChange, children }: DropdownProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = !disabled && (openProp ?? uncontrolled);
  const [side, setSide] = useState<DropdownSide>("bottom");
  const [maxWidth, setMaxWidth] = useState(600);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const openedAt = useRef<number | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelLeave = () => {
    if (leaveTimer.current) clearTimeout(leaveTimer.current);
    leaveTimer.current = null;
  };

  const setOpen = useCallback(
    (next: boolean) => {
      if (next && disabled) return;
      if (next) {
        const rect = triggerRef.current?.getBoundingClientRect();
        if (rect) setSide(dropdownSide(rect.bottom, window.innerHeight));
        setMaxWidth(dropdownMaxWidth(window.innerWidth));
        openedAt.current = Date.now();
      } else {
        openedAt.current = null;
      }
      setUncontrolled(next);
      onOpenChange?.(next);
    },
    [disabled, onOpenChange],
  );

  useEffect(() => cancelLeave, []);

  const state: DropdownState = {
    openOn,
    disabled,
    open,
    side,
    maxWidth,
    registerTrigger: (element) => {
      triggerRef.current = element;
    },
    keepsOpenOn: (target) =>
      suppressesClickAway(openedAt.current, Date.now()) ||
      // The trigger toggles on its own; treating it as "outside" would close and reopen the menu.
      Boolean(target instanceof Node && triggerRef.current?.contains(target)),
    setOpen,
    pointerEnter: () => {
      cancelLeave();
      if (openOn === "hover" && !open) setOpen(true);
    },
    pointerLeave: () => {
      if (openOn !== "hover") return;
      cancelLeave();
      leaveTimer.current = setTimeout(() => setOpen(false), POINTER_LEAVE_GRACE_MS);
    },
  };

  return (
    <DropdownContext.Provider value={state}>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        {children}
      </DropdownMenu.Root>
    </DropdownContext.Provider>
  );
}

function isMouse(event: React.PointerEvent) {
  return event.pointerType === "mouse";
}

export function DropdownTrigger({ onPointerEnter, onPointerLeave, onPointerDown, ...props }: React.ComponentProps<typeof DropdownMenu.Trigger>) {
  const { openOn, disabled, open, registerTrigger, pointerEnter, pointerLeave } = useDropdown("DropdownTrigger");
  return (
    <DropdownMenu.Trigger
      data-slot="dropdown-trigger"
      data-open-on={openOn}
      ref={registerTrigger}
      disabled={disabled || props.disabled}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (isMouse(event)) pointerEnter();
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        if (isMouse(event)) pointerLeave();
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        // A hover-opened menu stays open when its trigger is then pressed.
        if (openOn === "hover" && open && isMouse(event)) event.preventDefault();
      }}
      {...props}
    />
  );
}

type DropdownContentProps = React.ComponentProps<typeof DropdownMenu.Content>;

export function DropdownContent({ className, style, align = "start", sideOffset = 6, onInteractOutside, children, ...props }: DropdownContentProps) {
  const state = useDropdown("DropdownContent");
  const container = usePortalContainer();
  return (
    <DropdownMenu.Portal container={container}>
      <DropdownMenu.Content
        data-slot="dropdown-content"
        side={state.side}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={16}
        onPointerEnter={state.pointerEnter}
        onPointerLeave={(event) => isMouse(event) && state.pointerLeave()}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (state.keepsOpenOn(event.target)) event.preventDefault();
        }}
        className={cn(
          "z-50 min-w-48 overflow-y-auto rounded-xl border border-border bg-popover p-1.5 text-foreground shadow-xl shadow-black/10 outline-none motion-safe:animate-pop",
          className,
        )}
        style={{ maxWidth: state.maxWidth, maxHeight: "var(--radix-dropdown-menu-content-available-height)", ...style }}
        {...props}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
