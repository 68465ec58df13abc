import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import shapes from "./shapes.json";
import { parseStripeForm } from "./form";

type Obj = Record<string, unknown>;

export interface StubPrice {
  lookupKey: string;
  amount: number;
  currency: string;
  interval: "month" | "year";
}

export interface StripeStubRequest {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | null;
  status: number;
}

export interface StripeStub {
  url: string;
  requests: StripeStubRequest[];
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  balanceTransactions: Obj[];
  /** Completes a Checkout Session as paying would: a subscription is made; returns the checkout.session.completed event. */
  completeCheckout(sessionId: string): Obj;
  /** A customer.subscription.updated / deleted event for the subscription as the stub now holds it. */
  subscriptionEvent(type: "customer.subscription.updated" | "customer.subscription.deleted", subscriptionId: string, patch?: Obj): Obj;
  /** An invoice.paid / invoice.payment_failed event billing the subscription's current price. */
  invoiceEvent(type: "invoice.paid" | "invoice.payment_failed", subscriptionId: string): Obj;
  /** Any event around an object (e.g. for a customer Murmur never made). */
  event(type: string, object: Obj): Obj;
  /** The next requests (times, default 1) answer with this Stripe error instead. */
  failNext(status: number, message: string, times?: number): void;
  stop(): Promise<void>;
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

function addInterval(seconds: number, interval: "month" | "year"): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + (interval === "year" ? 12 : 1));
  return Math.floor(d.getTime() / 1000);
}

function stripeError(res: ServerResponse, status: number, message: string, type = "invalid_request_error") {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify({ error: { type, message } }));
}

/** Starts the stub on a free local port. */
export async function startStripeStub(options: { secretKey: string; prices: StubPrice[] }): Promise<StripeStub> {
  const requests: StripeStubRequest[] = [];
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const balanceTransactions: Obj[] = [];
  const idempotent = new Map<string, { status: number; body: Obj }>();
  let failure: { status: number; message: string; times: number } | null = null;
  let base = "";

  const prices = new Map<string, Obj>(
    options.prices.map((p) => {
      const price = copy(shapes.price) as Obj;
      Object.assign(price, { id: `price_${p.lookupKey}`, lookup_key: p.lookupKey, unit_amount: p.amount, unit_amount_decimal: String(p.amount), currency: p.currency.toLowerCase(), product: `prod_${p.lookupKey}` });
      price.recurring = { ...(price.recurring as Obj), interval: p.interval, interval_count: 1 };
      return [price.id as string, price];
    }),
  );

  function list(data: Obj[], url: string): Obj {
    return { object: "list", data, has_more: false, url };
  }

  function item(subscriptionId: string, price: Obj, start: number): Obj {
    const template = copy((shapes.subscription.items.data as Obj[])[0]);
    const interval = (price.recurring as { interval: "month" | "year" }).interval;
    return { ...template, id: id("si"), subscription: subscriptionId, price, plan: { ...(template.plan as Obj), id: price.id, amount: price.unit_amount, currency: price.currency, interval, interval_count: 1, product: price.product }, quantity: 1, current_period_start: start, current_period_end: addInterval(start, interval), created: start };
  }

  function invoice(sub: Obj, amount: number, status: "paid" | "open", reason: string): Obj {
    const inv = copy(shapes.invoice) as Obj;
    const it = (sub.items as { data: Obj[] }).data[0];
    const line = copy((shapes.invoice.lines.data as Obj[])[0]);
    const inId = id("in");
    Object.assign(line, { id: id("il"), invoice: inId, amount, currency: sub.currency, description: `1 × ${(it.price as Obj).lookup_key} (${reason})`, period: { start: it.current_period_start, end: it.current_period_end } });
    Object.assign(inv, {
      id: inId,
      customer: sub.customer,
      currency: sub.currency,
      amount_due: amount,
      amount_paid: status === "paid" ? amount : 0,
      amount_remaining: status === "paid" ? 0 : amount,
      status,
      number: `MURMUR-${randomBytes(3).toString("hex").toUpperCase()}`,
      hosted_invoice_url: `${base}/invoices/${inId}`,
      billing_reason: reason,
      period_start: it.current_period_start,
      period_end: it.current_period_end,
      lines: { ...(inv.lines as Obj), data: [line], url: `/v1/invoices/${inId}/lines` },
      parent: { type: "subscription_details", quote_details: null, subscription_details: { metadata: sub.metadata, subscription: sub.id } },
      subscription: undefined,
    });
    return inv;
  }

  const routes: [string, RegExp, (m: RegExpMatchArray, body: Obj, query: Obj) => [number, Obj]][] = [
    ["POST", /^\/v1\/customers$/, (_m, body) => {
      const customer = { ...copy(shapes.customer), id: id("cus"), email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, created: now(), discount: null } as Obj;
      customer.address = { ...(customer.address as Obj), ...((body.address as Obj) ?? {}) };
      customers.set(customer.id as string, customer);
      return [200, customer];
    }],
    ["GET", /^\/v1\/customers\/([\w]+)$/, (m) => (customers.has(m[1]) ? [200, customers.get(m[1])!] : [404, { error: { type: "invalid_request_error", message: `No such customer: '${m[1]}'` } }])],
    ["POST", /^\/v1\/customers\/([\w]+)\/balance_transactions$/, (m, body) => {
      const customer = customers.get(m[1]);
      if (!customer) return [404, { error: { type: "invalid_request_error", message: `No such customer: '${m[1]}'` } }];
      customer.balance = Number(customer.balance ?? 0) + Number(body.amount);
      const txn = { ...copy(shapes.customer_balance_transaction), id: id("cbtxn"), customer: m[1], amount: Number(body.amount), currency: body.currency, description: body.description ?? null, ending_balance: customer.balance, created: now() };
      balanceTransactions.push(txn);
      return [200, txn];
    }],
    ["GET", /^\/v1\/prices$/, (_m, _b, query) => {
      const keys = (query.lookup_keys as string[] | undefined) ?? [];
      return [200, list([...prices.values()].filter((p) => !keys.length || keys.includes(p.lookup_key as string)), "/v1/prices")];
    }],
    ["POST", /^\/v1\/checkout\/sessions$/, (_m, body) => {
      const lineItems = (body.line_items as Obj[]) ?? [];
      const price = prices.get(lineItems[0]?.price as string);
      if (!price) return [400, { error: { type: "invalid_request_error", message: `No such price: '${String(lineItems[0]?.price)}'`, param: "line_items[0][price]" } }];
      if (body.customer && !customers.has(body.customer as string)) return [400, { error: { type: "invalid_request_error", message: `No such customer: '${String(body.customer)}'` } }];
      const sessionId = `cs_test_${randomBytes(16).toString("hex")}`;
      const session = {
        ...copy(shapes["checkout.session"]),
        id: sessionId,
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/c/pay/${sessionId}`,
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        payment_intent: null,
        currency: price.currency,
        amount_subtotal: price.unit_amount,
        amount_total: price.unit_amount,
        created: now(),
        expires_at: now() + 24 * 3600,
        _price: price.id,
        _subscription_metadata: (body.subscription_data as Obj | undefined)?.metadata ?? {},
      } as Obj;
      sessions.set(sessionId, session);
      return [200, session];
    }],
    ["POST", /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/, (m) => {
      const session = sessions.get(m[1]);
      if (!session) return [404, { error: { type: "invalid_request_error", message: `No such checkout.session: '${m[1]}'` } }];
      if (session.status !== "open") return [400, { error: { type: "invalid_request_error", message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".` } }];
      session.status = "expired";
      return [200, session];
    }],
    ["GET", /^\/v1\/checkout\/sessions\/([\w]+)$/, (m) => (sessions.has(m[1]) ? [200, sessions.get(m[1])!] : [404, { error: { type: "invalid_request_error", message: `No such checkout.session: '${m[1]}'` } }])],
    ["GET", /^\/v1\/subscriptions\/([\w]+)$/, (m) => (subscriptions.has(m[1]) ? [200, subscriptions.get(m[1])!] : [404, { error: { type: "invalid_request_error", message: `No such subscription: '${m[1]}'` } }])],
    ["POST", /^\/v1\/subscriptions\/([\w]+)$/, (m, body) => {
      const sub = subscriptions.get(m[1]);
      if (!sub) return [404, { error: { type: "invalid_request_error", message: `No such subscription: '${m[1]}'` } }];
      const items = body.items as Obj[] | undefined;
      if (items?.[0]?.price) {
        const price = prices.get(items[0].price as string);
        if (!price) return [400, { error: { type: "invalid_request_error", message: `No such price: '${String(items[0].price)}'` } }];
        const old = (sub.items as { data: Obj[] }).data[0];
        if (items[0].id !== old.id) return [400, { error: { type: "invalid_request_error", message: `No such subscription item: '${String(items[0].id)}'` } }];
        const sameInterval = (old.price as { recurring: Obj }).recurring.interval === (price.recurring as Obj).interval;
        const start = sameInterval ? (old.current_period_start as number) : now();
        const next: Obj = { ...item(sub.id as string, price, start), id: old.id };
        if (sameInterval) next.current_period_end = old.current_period_end;
        (sub.items as { data: Obj[] }).data = [next];
        sub.plan = undefined;
        sub._proration = body.proration_behavior ?? "create_prorations";
      }
      if (body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === "true";
        sub.canceled_at = sub.cancel_at_period_end ? now() : null;
      }
      if (body.metadata) sub.metadata = { ...(sub.metadata as Obj), ...(body.metadata as Obj) };
      return [200, sub];
    }],
    ["POST", /^\/v1\/billing_portal\/sessions$/, (_m, body) => {
      if (!customers.has(body.customer as string)) return [400, { error: { type: "invalid_request_error", message: `No such customer: '${String(body.customer)}'` } }];
      const portalId = id("bps");
      return [200, { ...copy(shapes["billing_portal.session"]), id: portalId, customer: body.customer, return_url: body.return_url, url: `${base}/p/session/${portalId}`, flow: null, created: now(), livemode: false }];
    }],
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stub");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = parseStripeForm(Buffer.concat(chunks).toString("utf8"));
    const query = parseStripeForm(url.search.slice(1));
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const record: StripeStubRequest = { method: req.method ?? "GET", path: url.pathname, body: req.method === "GET" ? query : body, idempotencyKey: key, status: 0 };
    requests.push(record);
    const send = (status: number, payload: Obj) => {
      record.status = status;
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), ...(key ? { "idempotency-key": key } : {}) });
      res.end(JSON.stringify(payload, (k, v: unknown) => (k.startsWith("_") ? undefined : v)));
    };
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      record.status = 401;
      return stripeError(res, 401, "Invalid API Key provided.");
    }
    if (failure) {
      const { status, message } = failure;
      if (--failure.times <= 0) failure = null;
      record.status = status;
      return stripeError(res, status, message, status >= 500 ? "api_error" : "invalid_request_error");
    }
    const cacheKey = key && `${req.method} ${url.pathname} ${key}`;
    if (cacheKey && idempotent.has(cacheKey)) {
      const saved = idempotent.get(cacheKey)!;
      return send(saved.status, saved.body);
    }
    for (const [method, pattern, run] of routes) {
      const match = req.method === method ? url.pathname.match(pattern) : null;
      if (!match) continue;
      const [status, payload] = run(match, body, query);
      if (cacheKey) idempotent.set(cacheKey, { status, body: payload });
      return send(status, payload);
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => stripeError(res, 500, String(error), "api_error"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function event(type: string, object: Obj): Obj {
    return { ...copy(shapes.event), id: id("evt"), type, created: now(), api_version: "2026-10-28.endive", data: { object: copy(object) }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
  }

  return {
    url: base,
    requests,
    customers,
    sessions,
    subscriptions,
    balanceTransactions,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const price = prices.get(session._price as string)!;
      const start = now();
      const subId = id("sub");
      const sub = {
        ...copy(shapes.subscription),
        id: subId,
        customer: session.customer,
        status: "active",
        currency: price.currency,
        metadata: session._subscription_metadata,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        start_date: start,
        created: start,
        billing_cycle_anchor: start,
        latest_invoice: null,
        items: { object: "list", data: [item(subId, price, start)], has_more: false, url: `/v1/subscription_items?subscription=${subId}` },
      } as Obj;
      subscriptions.set(subId, sub);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: subId });
      return event("checkout.session.completed", session);
    },
    subscriptionEvent(type, subscriptionId, patch = {}) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(sub, patch);
      if (type === "customer.subscription.deleted") Object.assign(sub, { status: "canceled", ended_at: now(), canceled_at: sub.canceled_at ?? now() });
      return event(type, sub);
    },
    invoiceEvent(type, subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const price = (sub.items as { data: { price: Obj }[] }).data[0].price;
      const paid = type === "invoice.paid";
      if (!paid) sub.status = "past_due";
      else if (sub.status === "past_due") sub.status = "active";
      return event(type, invoice(sub, price.unit_amount as number, paid ? "paid" : "open", "subscription_cycle"));
    },
    event,
    failNext(status, message, times = 1) {
      failure = { status, message, times };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
