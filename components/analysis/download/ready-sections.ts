"use client";
import type { PickedSection } from "@/lib/client/exports/export-analysis";

/** The section cards on the page that have something to export (their data-section / data-section-title roots). */
export function readySections(root: ParentNode = document): PickedSection[] {
  return [...root.querySelectorAll<HTMLElement>("[data-section][data-section-title]")]
    .filter((node) => !node.dataset.state || node.dataset.state === "ready")
    .map((node) => ({ key: node.dataset.section!, title: node.dataset.sectionTitle!, node }));
}
