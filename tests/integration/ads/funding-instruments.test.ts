import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import { findOrCreateUserByEmail } from "@/lib/server/users/find-or-create-user";
import * as funding from "@/app/api/ad-accounts/funding-instruments/route";
import { freshDatabase } from "../../support/test-db";
import { Caller } from "../../support/caller";

// The browser extension signs in with a personal token and asks for the funding instruments of the
// ad account open in X Ads Manager.

let handle: DatabaseHandle;
let alice: Caller;
let mallory: Caller;
const ACCOUNT = "18ce54fund01";

async function tokenCaller(email: string): Promise<Caller> {
  const user = await findOrCreateUserByEmail(email);
  const caller = new Caller();
  caller.token = (await createApiToken(user.id, "X Pro Targeting extension")).key;
  return caller;
}

const ask = (caller: Caller, body: unknown) => caller.call(funding.POST, "POST", "/api/ad-accounts/funding-instruments/", { body });

beforeAll(async () => {
  handle = await freshDatabase();
  alice = await tokenCaller("alice@example.com");
  mallory = await tokenCaller("mallory@example.com");
  const owner = await findOrCreateUserByEmail("alice@example.com");
  await createAdAccount(owner.id, { account_id: ACCOUNT, name: "Coffee ads", network: "twitter", standalone: false });
});
afterAll(async () => handle.close());

describe("the funding instruments the extension shows", () => {
  it("lists the sandbox instrument of the caller's own ad account, asked with the extension token", async () => {
    const res = await ask(alice, { ad_account_id: ACCOUNT });
    expect(res.status).toBe(200);
    expect(res.data.ad_account_id).toBe(ACCOUNT);
    expect(res.data.funding_instruments).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^sbx/), type: "CREDIT_CARD", able_to_fund: true, currency: "USD", credit_remaining_local_micro: null }),
      expect.objectContaining({ id: expect.stringMatching(/^sbxio/), type: "INSERTION_ORDER", able_to_fund: true, currency: "USD", credit_remaining_local_micro: 10_000_000_000 }),
    ]);
  });

  it("keeps other people's ad accounts out and asks for the account id", async () => {
    const other = await ask(mallory, { ad_account_id: ACCOUNT });
    expect(other.status).toBe(422);
    expect(other.data.detail).toBe("You do not have access to this ad account in this team.");
    const missing = await ask(alice, {});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.data)).toContain("ad_account_id is required");
  });

  it("refuses a token that is not valid", async () => {
    const stranger = new Caller();
    stranger.token = "not-a-token";
    expect((await ask(stranger, { ad_account_id: ACCOUNT })).status).toBe(401);
  });
});
