"use client";
import type { AudienceRegion } from "@/lib/domain/targeting/region-option";
import { api } from "../http/api";
import { createRegionList } from "./region-list";

/** The app's one audience region list (GET /api/audience-regions/). */
export const audienceRegionList = createRegionList(() => api().request<AudienceRegion[]>("GET", "/api/audience-regions/"));
