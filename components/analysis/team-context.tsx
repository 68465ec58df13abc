"use client";
import { createContext, useContext } from "react";

/** The team a dashboard analysis runs for (none on the toolkit): its members may correct sentiment. */
export const AnalysisTeamContext = createContext<string | undefined>(undefined);

export const useAnalysisTeam = () => useContext(AnalysisTeamContext);
