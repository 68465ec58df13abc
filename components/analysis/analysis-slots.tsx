"use client";
import type { AnalysisSession } from "@/lib/domain/analysis-screen/session";

/**
 * Where the toolbar's export and chat controls mount (the "Download" button and the "Chat"
 * toggle). Deliberately empty here: the exports work fills it in.
 */
export function ToolbarActions(_props: { session: AnalysisSession }) {
  return null;
}

/** Where a side panel beside the cards mounts (the AI chat panel). Deliberately empty here. */
export function AnalysisSidePanel(_props: { session: AnalysisSession }) {
  return null;
}
