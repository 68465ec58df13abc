/** Pages opened by the browser extension carry ?extension=1 or come from an extension page. */
export function isExtensionContext(): boolean {
  if (typeof window === "undefined") return false;
  return new URLSearchParams(window.location.search).has("extension") || document.referrer.startsWith("chrome-extension://");
}
