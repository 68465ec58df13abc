import "server-only";
import { creatorSyncAllJob, creatorSyncJob } from "@/lib/server/creators/sync-followers-job";
import { bulkFollowJob } from "@/lib/server/creators/bulk-follow-job";
import { weeklyReportMailJob } from "@/lib/server/creators/reports/weekly-report-job";
import { refreshDerivedJob } from "@/lib/server/corpus/derived/refresh-derived-job";
import { importFileJob } from "@/lib/server/corpus/team-imports/import-file-job";
import { generationJob } from "@/lib/server/targeting/generation/run-generation";
import { trainTeamSentimentJob } from "@/lib/server/sentiment/train-team-model-job";
import { relabelCorpusJob } from "@/lib/server/sentiment/relabel-corpus-job";
import type { JobDefinition } from "./job";
import { pruneJobsJob } from "./prune-job";

/** Every job the app defines: the app's worker runs these. A new job joins this list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ALL_JOBS: JobDefinition<any>[] = [generationJob, importFileJob, refreshDerivedJob, pruneJobsJob, trainTeamSentimentJob, relabelCorpusJob, creatorSyncJob, creatorSyncAllJob, bulkFollowJob, weeklyReportMailJob];
