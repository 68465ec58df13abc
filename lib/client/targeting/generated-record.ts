import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import type { PlanEstimate } from "@/lib/domain/targeting/plan-estimate";

/** A generated entry carries its size estimate beside the package fields. */
export interface SizedFields {
  size?: number;
  size_min?: number;
  size_max?: number;
  corpus_accounts?: number;
}

export interface GeneratedInsights {
  method: string;
  /** The assumed platform size sizes are scaled to. */
  platform_users: number;
  /** What the chosen budget or size means for this package. */
  plan?: PlanEstimate;
  corpus_accounts: number;
  matched_accounts: number;
  package_accounts: number;
  audience_size: { estimate: number; min: number; max: number; bucket: string };
  genders: Record<string, number>;
  age_groups: Record<string, number>;
  countries: Record<string, number>;
}

/** The standalone insights record the creator polls (spec §3). */
export interface GeneratedRecord {
  id: number;
  status: string;
  processing: boolean;
  targeting_package: TargetingPackage;
  insights: GeneratedInsights | null;
  detail?: string;
}
