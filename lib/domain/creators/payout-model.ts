/*
 * Payout prediction. X's creator revenue sharing pays on engagement from verified accounts, so the
 * model learns the creator's own rate (payout per verified engagement, summed over the periods it
 * is fitted on) and applies it to the verified engagement expected next period (the mean of the
 * last three periods). Its error is measured by a back-test: each past period predicted from the
 * periods before it only, next to the naive guess "the same as last period". The interval takes
 * the spread of those back-test errors.
 */

export const MIN_PERIODS = 4;
/** Periods the engagement forecast averages over. */
const RECENT = 3;
/** 80% two-sided normal quantile. */
const Z80 = 1.2816;

export interface PayoutPeriod {
  start: string;
  end: string;
  /** In cents. */
  payout: number;
  verifiedEngagements: number;
}

export interface BacktestPoint {
  start: string;
  actual: number;
  predicted: number;
  naive: number;
}

export type PayoutPrediction =
  | { enough: false; periods: number; periodsNeeded: number }
  | {
      enough: true;
      periods: number;
      /** Cents per verified engagement. */
      rate: number;
      expectedVerifiedEngagements: number;
      predicted: number;
      low: number;
      high: number;
      backtest: BacktestPoint[];
      /** Mean absolute error of the model and of the naive guess, in cents. */
      mae: number;
      naiveMae: number;
    };

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;

/** Fitted on `history` (oldest first): the rate and the next period's prediction. */
export function fitPayout(history: PayoutPeriod[]) {
  const engagement = sum(history.map((p) => p.verifiedEngagements));
  const rate = engagement > 0 ? sum(history.map((p) => p.payout)) / engagement : 0;
  const expected = mean(history.slice(-RECENT).map((p) => p.verifiedEngagements));
  return { rate, expected, predicted: rate * expected };
}

export function predictPayout(periods: PayoutPeriod[]): PayoutPrediction {
  const history = [...periods].sort((a, b) => a.start.localeCompare(b.start));
  if (history.length < MIN_PERIODS) return { enough: false, periods: history.length, periodsNeeded: MIN_PERIODS - history.length };
  const backtest: BacktestPoint[] = [];
  for (let k = MIN_PERIODS - 1; k < history.length; k++) {
    backtest.push({ start: history[k].start, actual: history[k].payout, predicted: fitPayout(history.slice(0, k)).predicted, naive: history[k - 1].payout });
  }
  const errors = backtest.map((b) => b.actual - b.predicted);
  const rmse = Math.sqrt(mean(errors.map((e) => e * e)));
  const fit = fitPayout(history);
  return {
    enough: true,
    periods: history.length,
    rate: fit.rate,
    expectedVerifiedEngagements: fit.expected,
    predicted: fit.predicted,
    low: Math.max(0, fit.predicted - Z80 * rmse),
    high: fit.predicted + Z80 * rmse,
    backtest,
    mae: mean(errors.map(Math.abs)),
    naiveMae: mean(backtest.map((b) => Math.abs(b.actual - b.naive))),
  };
}

export interface PurgeInput {
  followers: number;
  likelyBotFollowers: number;
  /** Engagements on the creator's posts over the recent periods, and the part from likely bots. */
  engagements: number;
  botEngagements: number;
  /** The same for verified engagers only (what X pays on). */
  verifiedEngagements: number;
  botVerifiedEngagements: number;
}

/** Followers, engagement and predicted payout with the likely bots removed. */
export function botPurge(input: PurgeInput, predicted: number | null) {
  const verifiedShare = input.verifiedEngagements ? input.botVerifiedEngagements / input.verifiedEngagements : 0;
  return {
    followers: { now: input.followers, after: input.followers - input.likelyBotFollowers },
    engagements: { now: input.engagements, after: input.engagements - input.botEngagements },
    verifiedEngagements: { now: input.verifiedEngagements, after: input.verifiedEngagements - input.botVerifiedEngagements },
    payout: predicted === null ? null : { now: predicted, after: predicted * (1 - verifiedShare) },
  };
}
