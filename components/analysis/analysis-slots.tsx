"use client";
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { AnalysisSession } from "@/lib/domain/analysis-screen/session";
import type { SessionAction } from "@/lib/domain/analysis-screen/reducer";
import { analysisClient } from "@/lib/client/analysis/transport";
import { DownloadDialog } from "./download/download-dialog";
import { readySections } from "./download/ready-sections";
import { ChatToggle } from "./chat/chat-toggle";
import { ChatPanel } from "./chat/chat-panel";
import { SaveAudienceButton } from "./save-audience";

/** What the toolbar's controls and the side panel get from the analysis screen. */
export interface AnalysisSlotProps {
  session: AnalysisSession;
  face: "dashboard" | "toolkit";
  team?: string;
  dispatch: (action: SessionAction) => void;
}

function useSavedAnalysis(session: AnalysisSession, team: string | undefined) {
  const id = session.audienceCreatorQueryId;
  return useMemo(() => (id ? { audience_creator_query_id: id, ...(team ? { team } : {}) } : null), [id, team]);
}

/** The toolbar's controls: Save as audience, the Chat toggle and the Download button (with its dialog). */
export function ToolbarActions({ session, face, team, dispatch }: AnalysisSlotProps) {
  const client = useMemo(() => analysisClient(face), [face]);
  const analysis = useSavedAnalysis(session, team);
  return (
    <>
      <SaveAudienceButton session={session} client={client} team={team} savedLink={face === "toolkit" ? "/my-audiences" : `/${encodeURIComponent(team ?? "")}/audiences`} />
      <ChatToggle disabled={!analysis} />
      <DownloadDialog
        client={client}
        analysis={analysis}
        queryType={session.submittedQueryType}
        background={session.downloadBackground}
        onBackgroundChange={(value) => dispatch({ type: "downloadBackground", value })}
      />
    </>
  );
}

/** The side panel beside the cards: the AI chat about this analysis. */
export function AnalysisSidePanel({ session, face, team }: AnalysisSlotProps) {
  const t = useTranslations("chat");
  const types = useTranslations("analysis.types");
  const client = useMemo(() => analysisClient(face), [face]);
  const analysis = useSavedAnalysis(session, team);
  const context = () =>
    t("context", {
      type: session.submittedQueryType ? types(session.submittedQueryType) : "",
      subject: session.submittedHandle,
      sections: readySections().map((s) => s.title).join(", "),
    });
  return <ChatPanel client={client} analysis={analysis} context={context} />;
}
