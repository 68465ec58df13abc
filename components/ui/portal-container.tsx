"use client";
import { createContext, useContext } from "react";

/**
 * Where the kit's floating parts (dropdowns, dialogs, tooltips) mount. By default they go to
 * <body>; a themed region (the kit gallery's dark canvas) provides itself so they inherit its theme.
 */
const PortalContainerContext = createContext<HTMLElement | null>(null);

export const PortalContainerProvider = PortalContainerContext.Provider;

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
