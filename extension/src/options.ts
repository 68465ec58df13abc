import type { StoredState } from "./protocol";
import { appCall } from "./api";

/*
 * The options page: sign in to Murmur with a personal magic code (the app mails a 6-character code
 * and answers with a token the service worker sends as "Authorization: Token …"), and see the
 * connected account and the X Ads Manager account the extension last saw.
 */

declare const DEFAULT_APP_ORIGIN: string;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let magicCode = "";

function showError(text: string) {
  $("error").textContent = text;
}

async function render() {
  const s = (await chrome.storage.local.get(null)) as StoredState;
  const signedIn = Boolean(s.token);
  $("connected").hidden = !signedIn;
  $("email-form").hidden = signedIn || Boolean(magicCode);
  $("code-form").hidden = signedIn || !magicCode;
  $<HTMLInputElement>("origin").value ||= s.appOrigin ?? DEFAULT_APP_ORIGIN;
  if (!signedIn) return;
  $("signed-in-as").textContent = s.signedInAs ?? "";
  $("connected-origin").textContent = s.appOrigin ?? "";
  if (s.adAccount) {
    const handle = s.adAccount.handle ? ` (@${s.adAccount.handle})` : "";
    $("ad-account").textContent = `X Ads Manager account: ${s.adAccount.adAccountName ?? s.adAccount.adAccountId}${handle}, ${s.adAccount.adAccountId}`;
  }
  $("funding").replaceChildren(
    ...(s.fundingInstruments ?? []).map((f) => Object.assign(document.createElement("li"), { textContent: `Funding instrument ${f.id}${f.name ? ` (${f.name})` : ""}` })),
  );
}

$("email-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  showError("");
  const origin = new URL($<HTMLInputElement>("origin").value).origin;
  const email = $<HTMLInputElement>("email").value.trim();
  try {
    const asked = await appCall<{ magic_code: string }>(origin, "GET", `/api/external/personal-magic-link/magic/?email=${encodeURIComponent(email)}`);
    magicCode = asked.magic_code;
    await chrome.storage.local.set({ appOrigin: origin });
    $("code-email").textContent = email;
    await render();
    $("code").focus();
  } catch (e) {
    showError((e as Error).message);
  }
});

async function useCode() {
  showError("");
  const { appOrigin } = (await chrome.storage.local.get("appOrigin")) as StoredState;
  const code = $<HTMLInputElement>("code").value.trim();
  try {
    const used = await appCall<{ token: string; signedInAs: string; name: string }>(
      appOrigin!,
      "GET",
      `/api/external/personal-magic-link/use/?magic_code=${encodeURIComponent(magicCode)}&confirm_code=${encodeURIComponent(code)}`,
    );
    magicCode = "";
    await chrome.storage.local.set({ token: used.token, signedInAs: used.signedInAs, name: used.name });
    await render();
  } catch (e) {
    showError((e as Error).message);
  }
}

$("code-form").addEventListener("submit", (event) => {
  event.preventDefault();
  void useCode();
});
// The spec's login: a complete 6-character code is submitted by itself.
$("code").addEventListener("input", () => {
  if ($<HTMLInputElement>("code").value.trim().length === 6) void useCode();
});
$("code-reset").addEventListener("click", () => {
  magicCode = "";
  $<HTMLInputElement>("code").value = "";
  void render();
});
$("sign-out").addEventListener("click", async () => {
  await chrome.storage.local.remove(["token", "signedInAs", "name", "fundingInstruments"]);
  await render();
});
chrome.storage.onChanged.addListener(() => void render());
void render();
