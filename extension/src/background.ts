import type { AdAccount, ExtensionMessage, PendingFill, StoredState } from "./protocol";
import { appCall } from "./api";
import { ADS_URL_PATTERNS, ADS_HOME } from "./ads-site";

/*
 * The service worker: keeps the token and the ad account, hands a fill from the app's tab to an
 * X Ads Manager tab (opening one when none is open), and records the applied usage on the app.
 */

const PENDING = "pendingFill";

const state = async () => (await chrome.storage.local.get(null)) as StoredState;

async function withToken<T>(call: (origin: string, token: string) => Promise<T>): Promise<T | null> {
  const { appOrigin, token } = await state();
  if (!appOrigin || !token) return null;
  return call(appOrigin, token);
}

async function rememberAdAccount(account: AdAccount) {
  await chrome.storage.local.set({ adAccount: account });
  const funding = await withToken((origin, token) =>
    appCall<{ funding_instruments: { id: string; type?: string }[] }>(origin, "POST", "/api/ad-accounts/funding-instruments/", { token, body: { ad_account_id: account.adAccountId } }),
  ).catch(() => null);
  await chrome.storage.local.set({ fundingInstruments: funding?.funding_instruments.map((f) => ({ id: f.id, name: f.type })) ?? [] });
}

async function startFill(fill: PendingFill) {
  await chrome.storage.session.set({ [PENDING]: fill });
  const [tab] = await chrome.tabs.query({ url: ADS_URL_PATTERNS });
  if (tab?.id === undefined) {
    await chrome.tabs.create({ url: ADS_HOME, active: true });
    return;
  }
  await chrome.tabs.update(tab.id, { active: true });
  // The tab's filler takes the pending fill; if it is still loading it takes it when it starts.
  await chrome.tabs.sendMessage(tab.id, { kind: "fill-ready" }).catch(() => undefined);
}

async function takeFill(): Promise<PendingFill | null> {
  const fill = (await chrome.storage.session.get(PENDING))[PENDING] as PendingFill | undefined;
  await chrome.storage.session.remove(PENDING);
  return fill ?? null;
}

async function handle(message: ExtensionMessage, sender: chrome.runtime.MessageSender): Promise<unknown> {
  switch (message.kind) {
    case "app-hello": {
      // The app tab that talks to us is the one whose API we use, unless a sign-in chose another.
      const current = await state();
      if (!current.token && sender.origin) await chrome.storage.local.set({ appOrigin: sender.origin });
      return { adAccount: current.adAccount ?? null };
    }
    case "fill":
      await startFill({ targeting: message.targeting, usage: message.usage });
      return { ok: true };
    case "ad-account":
      await rememberAdAccount(message.account);
      return { ok: true };
    case "take-fill":
      return takeFill();
    case "check-custom-audiences":
      return withToken((origin, token) =>
        appCall<{ custom_audiences: { name: string; targetable: boolean }[] }>(origin, "POST", "/api/ad-accounts/custom-audiences/check/", {
          token,
          body: { ad_account_id: message.adAccountId, custom_audience_names: message.names },
        }),
      ).catch(() => null);
    case "filled": {
      if (!message.usage) return { recorded: false };
      const usage = message.usage;
      const recorded = await withToken((origin, token) =>
        appCall(origin, "POST", "/api/external/audience-usages/", { token, body: { ad_account_id: message.adAccountId, state: "applied", ...usage } }),
      ).catch(() => null);
      return { recorded: recorded !== null };
    }
  }
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  handle(message as ExtensionMessage, sender).then(sendResponse, (e: Error) => sendResponse({ error: e.message }));
  return true;
});
