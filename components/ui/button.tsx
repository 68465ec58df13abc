"use client";
import { useRef, useState } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export const buttonVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-[color,background-color,border-color,box-shadow] outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-busy:cursor-progress [&_[data-slot=icon]]:-mx-0.5",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 active:bg-primary/85",
        secondary: "bg-muted text-foreground hover:bg-muted/70",
        outline: "border border-border bg-card text-foreground shadow-xs hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        danger: "bg-danger text-level-foreground shadow-sm hover:bg-danger/90",
        link: "h-auto px-0 text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-[13px]",
        md: "h-9 px-4",
        lg: "h-11 px-5 text-[15px]",
        icon: "size-9",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = Omit<React.ComponentProps<"button">, "onClick"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Shows the spinner from outside, e.g. while a form submits. */
    pending?: boolean;
    /** When it returns a promise, the button shows a spinner and ignores clicks until it settles. */
    onClick?: (event: React.MouseEvent<HTMLButtonElement>) => unknown;
  };

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

export function Button({ className, variant, size, asChild = false, pending = false, onClick, children, type, ...props }: ButtonProps) {
  const [running, setRunning] = useState(false);
  // The ref answers a second click that lands before React re-renders.
  const runningRef = useRef(false);
  const busy = pending || running;

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (busy || runningRef.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!isPromise(result)) return;
    runningRef.current = true;
    setRunning(true);
    const settle = () => {
      runningRef.current = false;
      setRunning(false);
    };
    result.then(settle, settle);
  };

  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size }), className)} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? "button"}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-pending={busy || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={handleClick}
      {...props}
    >
      {busy ? (
        <>
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 grid place-items-center">
            <Spinner size="sm" />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
