"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ImportFormat, TeamImport } from "@/lib/schemas/corpus-import";
import { api } from "../http/api";

export const importKeys = {
  list: (team: string) => ["teams", { slug: team }, "imports"] as const,
};

const POLL_MS = 700;
const pending = (list: TeamImport[] | undefined) => Boolean(list?.some((i) => i.status === "queued" || i.status === "running"));

/** The team's latest imports; polled while one is queued or running (so a reload finds it and follows it). */
export function useTeamImportsQuery(team: string) {
  return useQuery({
    queryKey: importKeys.list(team),
    queryFn: ({ signal }) => api().request<TeamImport[]>("GET", "/api/teams/{team}/imports/", { params: { team }, signal }),
    refetchInterval: (query) => (pending(query.state.data) ? POLL_MS : false),
  });
}

export interface StartImportInput {
  file: File;
  format: ImportFormat;
  /** field=column,... for a CSV of no known shape. */
  map?: string;
}

/** Sends the file; the import runs as a job the list above follows. */
export function useStartImportMutation(team: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, format, map }: StartImportInput) =>
      api().request<{ job: number }>("POST", "/api/teams/{team}/imports/", { params: { team }, body: { file, name: file.name, format, ...(map ? { map } : {}) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.list(team) }),
  });
}
