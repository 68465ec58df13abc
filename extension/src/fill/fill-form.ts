import type { AppliedTargeting } from "@/lib/domain/targeting/targeting-package";
import { AGES, GENDER_PICKER, PLACEMENTS } from "@/lib/domain/targeting/options";
import type { FillReport, Unplaced } from "../protocol";
import { byRole, sameText } from "./accessible";
import { checkRadio, enterText, pickFromTypeahead, selectOption, setCheckbox } from "./controls";
import { LIST_FIELDS } from "./fields";

/** Fills Ads Manager's targeting form with an applied package; every value that did not land is reported. */
export async function fillForm(doc: Document, targeting: AppliedTargeting, notReadyAudiences: Set<string> = new Set()): Promise<FillReport> {
  const unplaced: Unplaced[] = [];
  let placed = 0;
  const miss = (field: string, value: string, reason: Unplaced["reason"]) => unplaced.push({ field, value, reason });

  for (const spec of LIST_FIELDS) {
    const values = spec.values(targeting);
    if (!values.length) continue;
    const input = byRole<HTMLInputElement>(doc, spec.kind === "typeahead" ? "combobox" : "textbox", spec.label)[0];
    for (const value of values) {
      if (spec.field === "custom_audiences" && notReadyAudiences.has(value)) miss(spec.label, value, "not-ready");
      else if (!input) miss(spec.label, value, "not-found");
      else if (spec.kind === "free-text" ? enterText(input, value) : await pickFromTypeahead(input, value, spec.matches?.(value))) placed++;
      else miss(spec.label, value, "no-match");
    }
  }

  const gender = GENDER_PICKER.find((g) => g.value === targeting.gender || sameText(g.label, targeting.gender ?? ""));
  if (targeting.gender && gender) {
    const group = byRole(doc, "radiogroup", "Gender")[0];
    if (group && checkRadio(group, gender.label)) placed++;
    else miss("Gender", gender.label, group ? "no-match" : "not-found");
  }

  const age = AGES.find((a) => a.value === targeting.age);
  if (age) {
    const select = byRole<HTMLSelectElement>(doc, "combobox", "Age").find((el) => el.tagName === "SELECT");
    if (select && selectOption(select, age.label)) placed++;
    else miss("Age", age.label, select ? "no-match" : "not-found");
  }

  if (targeting.placements.length) {
    const group = byRole(doc, "group", "Placements")[0] ?? byRole(doc, "radiogroup", "Placements")[0];
    for (const placement of PLACEMENTS) {
      const wanted = targeting.placements.includes(placement.value);
      const box = group ? byRole<HTMLInputElement>(group, "checkbox", placement.label)[0] : undefined;
      if (box) setCheckbox(box, wanted);
      if (!wanted) continue;
      if (box) placed++;
      else miss("Placements", placement.label, "not-found");
    }
  }
  for (const code of targeting.placements) if (!PLACEMENTS.some((p) => p.value === code)) miss("Placements", code, "no-match");
  return { placed, unplaced };
}
