/**
 * Which messages a page's browser code needs. The toolkit's public pages render their text on the
 * server; in the browser only the shell (header controls, toasts, progress, crash and error screens)
 * translates anything, so they get the "shell" namespace instead of the whole catalogue. Every
 * other page keeps the full catalogue.
 */
export const PUBLIC_TOOLKIT_ROUTES = ["home", "about", "proTargeting", "proSolutions", "proCommunity", "marketingMaterials"] as const;
export const PUBLIC_CLIENT_NAMESPACES = ["shell"] as const;

export function isPublicToolkitPage(variant: string, routeId: string | null): boolean {
  return variant === "toolkit" && (PUBLIC_TOOLKIT_ROUTES as readonly string[]).includes(routeId ?? "");
}

/** The named top-level namespaces of a catalogue. */
export function pickNamespaces<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => namespaces.includes(key))) as Partial<T>;
}

/** The messages to send to the browser for a page. */
export function clientMessages<T extends Record<string, unknown>>(messages: T, variant: string, routeId: string | null): Partial<T> {
  return isPublicToolkitPage(variant, routeId) ? pickNamespaces(messages, PUBLIC_CLIENT_NAMESPACES) : messages;
}
