"use client";
import type { ApiClient } from "../http/client";
import { canvasToPng, captureCards, composeOnBackground, type ImageBackground } from "./capture-sections";
import { dispositionFilename, saveFile } from "./save-file";

export interface PickedSection {
  key: string;
  title: string;
  node: HTMLElement;
}

export interface ExportTarget {
  client: ApiClient;
  /** The saved analysis (and its team) the sections belong to. */
  analysis: { audience_creator_query_id: string; team?: string };
  queryType: string;
}

const stamp = () => new Date().toISOString().slice(0, 10);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "section";
const actionAt = () => new Date().toISOString().slice(0, 19).replace("T", " ");

/** The spec's user-activity entry for an export done in the browser. */
function logExport(t: ExportTarget, action: string, sections: PickedSection[]) {
  return t.client
    .request("POST", "/api/external/user-activity-entry/", {
      body: { action_at: actionAt(), action, context: JSON.stringify({ query_type: t.queryType, sections: sections.map((s) => s.key) }).slice(0, 2000), audience_creator_query_id: t.analysis.audience_creator_query_id },
    })
    .catch(() => undefined);
}

/** One PNG with every picked card, or a zip with one PNG per card; logged as "Exported images". */
export async function exportImages(t: ExportTarget, sections: PickedSection[], format: "png" | "zip", background: ImageBackground): Promise<string> {
  const canvases = await captureCards(sections.map((s) => s.node), t.client);
  let filename: string;
  if (format === "png") {
    filename = `murmur-${t.queryType}-analysis-${stamp()}.png`;
    saveFile(await canvasToPng(composeOnBackground(canvases, background)), filename);
  } else {
    const { default: JSZip } = await import("jszip");
    const zip = new JSZip();
    for (const [i, canvas] of canvases.entries()) {
      zip.file(`${String(i + 1).padStart(2, "0")}-${slug(sections[i].key)}.png`, await canvasToPng(composeOnBackground([canvas], background)));
    }
    filename = `murmur-${t.queryType}-analysis-${stamp()}.zip`;
    saveFile(await zip.generateAsync({ type: "blob" }), filename);
  }
  await logExport(t, "Exported images", sections);
  return filename;
}

/** The xlsx the server writes from the engine's results (it logs "Exported sheet" itself). */
export async function exportSheet(t: ExportTarget, sections: PickedSection[]): Promise<string> {
  const response = await t.client.fetch("POST", "/api/external/analyze-handles/create-sheet/", {
    body: { ...t.analysis, sections: sections.map((s) => s.key), titles: Object.fromEntries(sections.map((s) => [s.key, s.title])) },
    accept: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
  const filename = dispositionFilename(response.headers.get("content-disposition"), `murmur-${t.queryType}-analysis-${stamp()}.xlsx`);
  saveFile(await response.blob(), filename);
  return filename;
}
