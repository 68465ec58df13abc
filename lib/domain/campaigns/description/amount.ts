import { specCurrency, type Currency } from "../../targeting/options";

/*
 * A budget stated in a campaign description: an amount with its currency ("$5,000", "2.5k EUR",
 * "30万円", "¥300,000", "500 dollars a day") and whether it is per day or for the whole campaign.
 */

export interface StatedBudget {
  amount: number;
  currency: Currency | null;
  kind: "lifetime" | "daily";
}

const CODES = "USD|EUR|GBP|JPY|YEN|SGD|BRL|CAD|CHF|INR|KRW|KWD|MXN|NGN|SAR|AUD|ZAR";
const PREFIX: Record<string, Currency> = { "US$": "USD", "S$": "SGD", "A$": "AUD", "C$": "CAD", "R$": "BRL", $: "USD", "€": "EUR", "£": "GBP", "¥": "YEN", "￥": "YEN", "₹": "INR", "₩": "KRW" };
const WORDS: [RegExp, Currency][] = [
  [/^(?:dollars?|bucks|ドル)$/i, "USD"],
  [/^(?:euros?|ユーロ)$/i, "EUR"],
  [/^(?:pounds?|ポンド)$/i, "GBP"],
  [/^(?:yen|円)$/i, "YEN"],
];
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, 千: 1e3, 万: 1e4, 億: 1e8 };

const AMOUNT = new RegExp(
  String.raw`(?<pre>US\$|[SACR]\$|\$|€|£|¥|￥|₹|₩|\b(?:${CODES})\s?)?` +
    String.raw`(?<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)` +
    String.raw`(?:\s?(?<mult>thousand\b|million\b|mn\b|[kKmM]\b|千|万|億))?` +
    String.raw`(?:\s?(?<post>(?:${CODES})\b|dollars?\b|bucks\b|euros?\b|pounds?\b|yen\b|円|ドル|ユーロ|ポンド))?`,
  "gi",
);
const DAILY_AFTER = /^\s*(?:per day|a day|each day|every day|\/\s?day|daily|per diem|\/日|日額|\s*毎日)/i;
const DAILY_BEFORE = /(?:daily|per day|day budget|日額|1日|一日|毎日)[^\d]{0,12}$/i;
const NOT_MONEY_AFTER = /^\s*(?:日|月|週|年|歳|才|人|%|x\b|days?\b|weeks?\b|months?\b|years?\b|people\b|accounts?\b|%)/i;
const BUDGET_BEFORE = /(?:budget|spend|予算|費用)[^\d]{0,12}$/i;

function currencyOf(pre: string | undefined, post: string | undefined): Currency | null {
  const p = pre?.trim();
  if (p) return (PREFIX[p] ?? specCurrency(p)) as Currency;
  const q = post?.trim();
  if (!q) return null;
  if (new RegExp(`^(?:${CODES})$`, "i").test(q)) return specCurrency(q) as Currency;
  return WORDS.find(([re]) => re.test(q))?.[1] ?? null;
}

/** The first amount with a currency (or right after the word budget), or null. */
export function statedBudget(text: string): StatedBudget | null {
  for (const m of text.matchAll(AMOUNT)) {
    const { pre, num, mult, post } = m.groups!;
    const currency = currencyOf(pre, post);
    const before = text.slice(Math.max(0, m.index! - 24), m.index!);
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 20);
    // Without a currency only a number right after "budget" counts, and not a count of days or people ("予算は1日5万円").
    if (!currency && (!BUDGET_BEFORE.test(before) || NOT_MONEY_AFTER.test(after))) continue;
    const amount = Number(num.replace(/,/g, "")) * (mult ? MULTIPLIERS[mult.toLowerCase()] ?? MULTIPLIERS[mult] : 1);
    if (!(amount > 0) || !Number.isFinite(amount)) continue;
    return { amount, currency, kind: DAILY_AFTER.test(after) || DAILY_BEFORE.test(before) ? "daily" : "lifetime" };
  }
  return null;
}

/** An amount as the budget field takes it (§5: at most one decimal place). */
export function budgetText(amount: number): string {
  return String(Math.round(amount * 10) / 10);
}
