import { coveredMs, type Interval } from "./status-history";

/*
 * The ads sandbox's delivery statistics: a stated, deterministic simulation (labelled simulated on
 * every screen), not a forecast. Per full day of serving an ad set shows
 *   impressions = min(audience size x reach share x frequency, daily budget / (bid x clearing share / 1000))
 * with the bid read as the most paid per 1,000 impressions; spend is impressions x bid x clearing
 * share / 1000; engagements and clicks are fixed rates of impressions. Each day varies by +-10% by a
 * hash of the ad set and the date, so the same inputs always give the same figures. A day counts in
 * proportion to the time all of campaign, ad set and an ad were ACTIVE within the flight, and the
 * lifetime budget stops delivery once spent.
 */

export const SIMULATION = {
  dailyReachShare: 0.05,
  frequency: 1.6,
  clearingShare: 0.8,
  engagementRate: 0.012,
  clickRate: 0.004,
  dayVariation: 0.1,
} as const;

const DAY_MS = 86_400_000;

export interface DeliveryInput {
  seed: string;
  audienceSize: number;
  bidMicro: number;
  dailyBudgetMicro: number | null;
  totalBudgetMicro: number | null;
  /** When campaign, ad set and an ad were all ACTIVE, already clipped to the flight. */
  serving: readonly Interval[];
}

export interface DayStats {
  date: string;
  impressions: number;
  engagements: number;
  clicks: number;
  spend_micro: number;
}

/** Impressions a full day of serving gives. */
export function dailyCapacity(input: Pick<DeliveryInput, "audienceSize" | "bidMicro" | "dailyBudgetMicro" | "totalBudgetMicro">): number {
  const byAudience = input.audienceSize * SIMULATION.dailyReachShare * SIMULATION.frequency;
  const budget = input.dailyBudgetMicro ?? input.totalBudgetMicro;
  const costPerImpression = (input.bidMicro * SIMULATION.clearingShare) / 1000;
  const byBudget = budget === null || costPerImpression <= 0 ? 0 : budget / costPerImpression;
  return Math.floor(Math.max(0, Math.min(byAudience, byBudget)));
}

/** FNV-1a: a stable 32-bit hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const variation = (seed: string, date: string) => 1 - SIMULATION.dayVariation + (2 * SIMULATION.dayVariation * hash(`${seed}|${date}`)) / 0xffffffff;

/** One row per UTC day from the first serving moment to the last. */
export function simulateDelivery(input: DeliveryInput): DayStats[] {
  if (!input.serving.length) return [];
  const capacity = dailyCapacity(input);
  const costPerImpression = (input.bidMicro * SIMULATION.clearingShare) / 1000;
  const first = Math.floor(input.serving[0][0] / DAY_MS) * DAY_MS;
  const last = input.serving[input.serving.length - 1][1];
  let spentMicro = 0;
  const days: DayStats[] = [];
  for (let day = first; day < last; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const share = coveredMs(input.serving, day, day + DAY_MS) / DAY_MS;
    let impressions = Math.floor(capacity * share * variation(input.seed, date));
    if (input.totalBudgetMicro !== null && costPerImpression > 0) impressions = Math.min(impressions, Math.floor((input.totalBudgetMicro - spentMicro) / costPerImpression));
    impressions = Math.max(0, impressions);
    const spend = Math.round(impressions * costPerImpression);
    spentMicro += spend;
    days.push({ date, impressions, engagements: Math.floor(impressions * SIMULATION.engagementRate), clicks: Math.floor(impressions * SIMULATION.clickRate), spend_micro: spend });
  }
  return days;
}

export function totals(days: readonly DayStats[]): Omit<DayStats, "date"> {
  return days.reduce((t, d) => ({ impressions: t.impressions + d.impressions, engagements: t.engagements + d.engagements, clicks: t.clicks + d.clicks, spend_micro: t.spend_micro + d.spend_micro }), { impressions: 0, engagements: 0, clicks: 0, spend_micro: 0 });
}
