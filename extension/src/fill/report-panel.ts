import type { FillReport, Unplaced } from "../protocol";

/*
 * What the filler tells the person in Ads Manager: a toast-like panel in the page's corner, in its
 * own shadow root so the site's styles cannot reach it. role=alert for errors, role=status otherwise.
 */

const HOST_ID = "murmur-targeting-report";
const REASONS: Record<Unplaced["reason"], string> = { "not-found": "field not found", "no-match": "no matching suggestion", "not-ready": "custom audience not ready" };

function panel(doc: Document, role: "alert" | "status", title: string): HTMLElement {
  doc.getElementById(HOST_ID)?.remove();
  const host = doc.createElement("div");
  host.id = HOST_ID;
  const root = host.attachShadow({ mode: "open" });
  const box = doc.createElement("section");
  box.setAttribute("role", role);
  box.setAttribute("aria-label", "Murmur targeting");
  box.style.cssText =
    "position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:360px;max-height:50vh;overflow:auto;padding:12px 14px;border-radius:10px;font:13px/1.4 system-ui,sans-serif;box-shadow:0 6px 24px rgba(0,0,0,.25);" +
    (role === "alert" ? "background:#b42318;color:#fff" : "background:#0f1419;color:#fff");
  const heading = doc.createElement("p");
  heading.style.cssText = "margin:0 0 6px;font-weight:600";
  heading.textContent = title;
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = "×";
  close.setAttribute("aria-label", "Close");
  close.style.cssText = "position:absolute;top:4px;right:8px;background:none;border:0;color:inherit;font-size:18px;cursor:pointer";
  close.addEventListener("click", () => host.remove());
  box.append(close, heading);
  root.append(box);
  doc.body.append(host);
  return box;
}

export function showError(doc: Document, text: string) {
  panel(doc, "alert", text);
}

export function showReport(doc: Document, report: FillReport) {
  const box = panel(doc, "status", `Murmur placed ${report.placed} targeting ${report.placed === 1 ? "item" : "items"}.`);
  if (!report.unplaced.length) return;
  const intro = doc.createElement("p");
  intro.style.margin = "0 0 4px";
  intro.textContent = `Could not place ${report.unplaced.length}:`;
  const list = doc.createElement("ul");
  list.setAttribute("aria-label", "Not placed");
  list.style.cssText = "margin:0;padding-left:18px";
  for (const item of report.unplaced) {
    const li = doc.createElement("li");
    li.textContent = `${item.field}: ${item.value} (${REASONS[item.reason]})`;
    list.append(li);
  }
  box.append(intro, list);
}
