import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PLAN_AUDIENCES, PLAN_INTERVALS } from "@/lib/domain/billing/plans";
import { SUBSCRIPTION_STATUSES } from "@/lib/domain/billing/subscription-state";
import { teams } from "./teams";
import { users } from "./users";

export const BILLING_PROVIDERS = ["local", "stripe"] as const;

/** The plans on offer; the local provider sells these, Stripe sells the price whose lookup_key is the code. */
export const billingPlans = pgTable("billing_plans", {
  code: text("code").primaryKey(),
  audience: text("audience", { enum: PLAN_AUDIENCES }).notNull(),
  name: text("name").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  interval: text("interval", { enum: PLAN_INTERVALS }).notNull(),
  available: boolean("available").notNull().default(true),
});

/**
 * Subscription periods of a team (team plans) or of a user (creator plans); the current one is
 * the one with the latest start. `active` is the spec's flag, kept in step with `status`.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    start: timestamp("start", { withTimezone: true }).notNull(),
    active: boolean("active").notNull().default(false),
    planName: text("plan_name").notNull(),
    /** Null for periods written before plans were in the database. */
    planCode: text("plan_code").references(() => billingPlans.code),
    seats: integer("seats").notNull().default(1),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("active"),
    provider: text("provider", { enum: BILLING_PROVIDERS }).notNull().default("local"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    /** Time of the provider event last applied: an older event arriving late changes nothing. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
  },
  (t) => [
    check("subscriptions_one_owner", sql`(${t.teamId} is null) <> (${t.userId} is null)`),
    index("subscriptions_team").on(t.teamId),
    index("subscriptions_user").on(t.userId),
  ],
);

/** The provider's customer for a team or a user (Stripe's cus_...). */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }).unique(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }).unique(),
    provider: text("provider", { enum: BILLING_PROVIDERS }).notNull(),
    customerId: text("customer_id").notNull(),
  },
  (t) => [uniqueIndex("billing_customers_provider_customer").on(t.provider, t.customerId), check("billing_customers_one_owner", sql`(${t.teamId} is null) <> (${t.userId} is null)`)],
);

export const CHECKOUT_STATUSES = ["open", "completed", "expired"] as const;

/** One attempt to buy a plan. The idempotency key makes a checkout submitted twice one checkout. */
export const billingCheckouts = pgTable(
  "billing_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    planCode: text("plan_code").notNull().references(() => billingPlans.code),
    provider: text("provider", { enum: BILLING_PROVIDERS }).notNull(),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("open"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerSessionId: text("provider_session_id").unique(),
    url: text("url"),
    referralCode: text("referral_code"),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [check("billing_checkouts_one_owner", sql`(${t.teamId} is null) <> (${t.userId} is null)`)],
);

/** Provider events already applied (webhook idempotency: a replayed event id changes nothing). */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: BILLING_PROVIDERS }).notNull(),
  type: text("type").notNull(),
  outcome: text("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const INVOICE_STATUSES = ["paid", "open", "not_charged"] as const;

/** Invoices: Stripe's (from invoice.paid / invoice.payment_failed) or the local provider's, which charge nothing. */
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    provider: text("provider", { enum: BILLING_PROVIDERS }).notNull(),
    providerInvoiceId: text("provider_invoice_id").unique(),
    number: text("number"),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    hostedUrl: text("hosted_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_invoices_team").on(t.teamId), index("billing_invoices_user").on(t.userId)],
);

/** A creator's referral code (one per user). */
export const referralCodes = pgTable("referral_codes", {
  code: text("code").primaryKey(),
  userId: uuid("user_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A credit given to a referrer and a new subscriber; unique per subscriber (once per new subscriber). */
export const referralRedemptions = pgTable("referral_redemptions", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().references(() => referralCodes.code, { onDelete: "cascade" }),
  referrerId: uuid("referrer_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  subscriberId: uuid("subscriber_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
  creditAmount: integer("credit_amount").notNull(),
  currency: text("currency").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
