/*
 * Finding Ads Manager's fields the way a screen reader does: by role and accessible name, never by
 * class names (X's are generated and change with every release).
 */

const IMPLICIT: Record<string, (el: Element) => string | null> = {
  INPUT: (el) => {
    const type = (el as HTMLInputElement).type;
    if (type === "radio") return "radio";
    if (type === "checkbox") return "checkbox";
    if (["text", "search", "email", "url", ""].includes(type)) return el.hasAttribute("list") ? "combobox" : "textbox";
    return null;
  },
  SELECT: (el) => ((el as HTMLSelectElement).multiple ? "listbox" : "combobox"),
  TEXTAREA: () => "textbox",
  BUTTON: () => "button",
  LI: (el) => (el.parentElement?.tagName === "UL" || el.parentElement?.tagName === "OL" ? "listitem" : null),
  UL: () => "list",
  OL: () => "list",
  FIELDSET: () => "group",
};

export function roleOf(el: Element): string | null {
  return el.getAttribute("role") ?? IMPLICIT[el.tagName]?.(el) ?? null;
}

const tidy = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

export function accessibleName(el: Element): string {
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? "")
      .join(" ");
    if (tidy(text)) return tidy(text);
  }
  const label = el.getAttribute("aria-label");
  if (tidy(label)) return tidy(label);
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length) return tidy([...labels].map((l) => l.textContent).join(" "));
  if (el.tagName === "FIELDSET") return tidy(el.querySelector("legend")?.textContent);
  return tidy(el.textContent);
}

export const sameText = (a: string, b: string) => tidy(a).toLowerCase() === tidy(b).toLowerCase();

/** Elements of a role whose accessible name is the given one (case and spacing ignored). */
export function byRole<T extends Element = HTMLElement>(root: ParentNode, role: string, name?: string): T[] {
  return [...root.querySelectorAll("*")].filter((el) => roleOf(el) === role && (name === undefined || sameText(accessibleName(el), name))) as T[];
}

/** Polls until the probe gives something, or gives null after the timeout. */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 3000, everyMs = 25): Promise<T | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > until) return null;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
