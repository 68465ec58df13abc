import { byRole, sameText, waitFor } from "./accessible";

/*
 * Operating Ads Manager's controls like a person would, with the events its scripts listen to.
 * A value is set through the native setter so framework-controlled inputs see the change.
 */

function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function press(input: HTMLElement, key: string) {
  for (const type of ["keydown", "keyup"]) input.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
}

function choose(el: HTMLElement) {
  el.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
  el.click();
}

/** The listbox a combobox controls (aria-controls or aria-owns). */
function listboxOf(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute("aria-controls") ?? input.getAttribute("aria-owns");
  return id ? input.ownerDocument.getElementById(id) : null;
}

/** Types a term into a typeahead and picks the suggestion with exactly that text; false when none matches. */
export async function pickFromTypeahead(input: HTMLInputElement, term: string, matches: (option: string) => boolean = (o) => sameText(o, term)): Promise<boolean> {
  typeInto(input, term);
  // Suggestions load while the combobox is aria-busy; then the listbox holds options, or a status saying nothing matched.
  await new Promise((r) => setTimeout(r, 30));
  const option = await waitFor<HTMLElement | "none">(() => {
    const list = listboxOf(input);
    if (!list || input.getAttribute("aria-busy") === "true") return null;
    const options = byRole(list, "option");
    const match = options.find((o) => matches(o.textContent ?? ""));
    if (match) return match;
    return options.length > 0 || byRole(list, "status").length > 0 ? "none" : null;
  });
  if (!option || option === "none") {
    typeInto(input, "");
    return false;
  }
  choose(option);
  return true;
}

/** Adds free text to a field that takes entries on Enter (Ads Manager's keyword box). */
export function enterText(input: HTMLInputElement, text: string): boolean {
  typeInto(input, text);
  press(input, "Enter");
  return input.value === "";
}

export function checkRadio(group: HTMLElement, label: string): boolean {
  const radio = byRole<HTMLInputElement>(group, "radio", label)[0];
  if (!radio) return false;
  if (!radio.checked) choose(radio);
  return true;
}

export function setCheckbox(box: HTMLInputElement, checked: boolean) {
  if (box.checked !== checked) choose(box);
}

export function selectOption(select: HTMLSelectElement, label: string): boolean {
  const option = [...select.options].find((o) => sameText(o.text, label));
  if (!option) return false;
  select.value = option.value;
  select.dispatchEvent(new Event("input", { bubbles: true }));
  select.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}
