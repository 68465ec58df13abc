import { afterEach, describe, expect, it, vi } from "vitest";
import messages from "@/messages/en.json";
import { createExtensionBridge, type BridgeDeps, type ExtensionBridge } from "./extension-bridge";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";

const ORIGIN = "http://toolkit.localhost:3000";
const STORE = "https://extension-store.example/x-pro-targeting";
const PKG: TargetingPackage = { keywords: [{ label: "coffee", deselected: false }], custom_audiences: ["Buyers"] };

let bridge: ExtensionBridge | undefined;
afterEach(() => bridge?.dispose());

function setup(overrides: Partial<BridgeDeps> = {}) {
  const win = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    postMessage: vi.fn(),
    open: vi.fn(),
    alert: vi.fn(),
    confirm: vi.fn(() => true),
    location: { origin: ORIGIN } as Location,
  };
  const deps: BridgeDeps = {
    window: win,
    messages: messages.targeting,
    storeUrl: STORE,
    onAdAccount: vi.fn(),
    checkCustomAudiences: vi.fn(async () => ({ custom_audiences: [{ name: "Buyers", targetable: true }] })),
    recordUsage: vi.fn(async () => ({})),
    toastError: vi.fn(),
    ...overrides,
  };
  bridge = createExtensionBridge(deps);
  return { win, deps, bridge };
}

const send = (data: unknown, origin = ORIGIN) => window.dispatchEvent(new MessageEvent("message", { data, origin }));
const connect = () => {
  send({ type: "sdExtensionState" });
  send({ type: "sdAdAccountId", adAccountId: "18ce54d4x5t", adAccountName: "Acme", handle: "acme" });
};

describe("extension presence", () => {
  it("is known from a same-origin sdExtensionState message", () => {
    const { bridge } = setup();
    expect(bridge.isPresent()).toBe(false);
    send({ type: "sdExtensionState" });
    expect(bridge.isPresent()).toBe(true);
  });
  it("tells the page once when the extension first speaks, and can ask it to speak again", () => {
    const onPresent = vi.fn();
    const { bridge, win } = setup({ onPresent });
    bridge.ping();
    expect(win.postMessage).toHaveBeenCalledWith({ type: "sdExtensionPing" }, ORIGIN);
    send({ type: "sdAdAccountId", adAccountId: "1" });
    send({ type: "sdExtensionState" });
    expect(onPresent).toHaveBeenCalledTimes(1);
  });
  it("ignores messages from other origins", () => {
    const { bridge, deps } = setup();
    send({ type: "sdExtensionState" }, "https://evil.example");
    send({ type: "sdAdAccountId", adAccountId: "1" }, "https://evil.example");
    expect(bridge.isPresent()).toBe(false);
    expect(bridge.adAccount()).toBeNull();
    expect(deps.onAdAccount).not.toHaveBeenCalled();
  });
  it("sets the ad account from sdAdAccountId only when it differs", () => {
    const { bridge, deps } = setup();
    send({ type: "sdAdAccountId", adAccountId: "1", adAccountName: "One", handle: "one" });
    send({ type: "sdAdAccountId", adAccountId: "1", adAccountName: "One", handle: "one" });
    send({ type: "sdAdAccountId", adAccountId: "2", adAccountName: "Two" });
    expect(deps.onAdAccount).toHaveBeenCalledTimes(2);
    expect(bridge.adAccount()).toEqual({ adAccountId: "2", adAccountName: "Two", handle: undefined });
  });
});

describe("applying a package", () => {
  it("sends the fill message, then records the usage with state applied", async () => {
    const { bridge, win, deps } = setup();
    connect();
    expect(await bridge.apply(PKG, { countries: ["UK"], audienceConfigId: 7 })).toBe("applied");
    expect(win.postMessage).toHaveBeenCalledWith(
      { type: "sdFillTargeting", targeting: expect.objectContaining({ keywords: ["coffee"], custom_audiences: ["Buyers"], countries: ["United Kingdom"] }), usage: { audience_config_id: 7, targeting_package: PKG, countries: ["UK"] } },
      ORIGIN,
    );
    expect(deps.recordUsage).toHaveBeenCalledWith({ ad_account_id: "18ce54d4x5t", state: "applied", audience_config_id: 7, targeting_package: PKG, countries: ["UK"] });
    expect(vi.mocked(win.postMessage).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(deps.recordUsage).mock.invocationCallOrder[0]);
  });
  it("leaves the recording to an extension that says it records the usage itself", async () => {
    const { bridge, win, deps } = setup();
    send({ type: "sdExtensionState", recordsUsage: true });
    expect(await bridge.apply(PKG, { audienceConfigId: 7 })).toBe("applied");
    expect(win.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: "sdFillTargeting", usage: { audience_config_id: 7, targeting_package: PKG, countries: [] } }), ORIGIN);
    expect(deps.recordUsage).not.toHaveBeenCalled();
  });
  it("without the extension: alerts the spec's text, opens the store in a new tab and aborts", async () => {
    const { bridge, win, deps } = setup();
    expect(await bridge.apply(PKG)).toBe("no-extension");
    expect(win.alert).toHaveBeenCalledWith(
      "The X Pro Targeting extension is not installed. Please install the extension on Chrome to use this feature. A new page will now open to where you can download the extension.",
    );
    expect(win.open).toHaveBeenCalledWith(STORE, "_blank", "noopener");
    expect(win.postMessage).not.toHaveBeenCalled();
    expect(deps.recordUsage).not.toHaveBeenCalled();
  });
  it("refuses an empty package with the toast and applies nothing", async () => {
    const { bridge, win, deps } = setup();
    connect();
    expect(await bridge.apply({ keywords: [{ label: "x", deselected: true }] })).toBe("empty");
    expect(deps.toastError).toHaveBeenCalledWith("Failed to apply targeting list because it is empty.");
    expect(win.postMessage).not.toHaveBeenCalled();
    expect(deps.recordUsage).not.toHaveBeenCalled();
  });
  it("asks before applying when some custom audiences are not ready; cancel aborts", async () => {
    const { bridge, win, deps } = setup({ checkCustomAudiences: vi.fn(async () => ({ custom_audiences: [{ name: "Buyers", targetable: false }] })) });
    win.confirm.mockReturnValue(false);
    connect();
    expect(await bridge.apply(PKG)).toBe("cancelled");
    expect(win.confirm).toHaveBeenCalledWith(
      "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by X. Do you still want to apply the rest of the targeting package?",
    );
    expect(deps.checkCustomAudiences).toHaveBeenCalledWith("18ce54d4x5t", ["Buyers"]);
    expect(win.postMessage).not.toHaveBeenCalled();
  });
  it("applies the rest when the user confirms", async () => {
    const { bridge, win } = setup({ checkCustomAudiences: vi.fn(async () => ({ custom_audiences: [{ name: "Buyers", targetable: false }] })) });
    connect();
    expect(await bridge.apply(PKG)).toBe("applied");
    expect(win.confirm).toHaveBeenCalledOnce();
  });
  it("ignores a failure of the check itself", async () => {
    const { bridge, win } = setup({ checkCustomAudiences: vi.fn(async () => Promise.reject(new Error("500"))) });
    connect();
    expect(await bridge.apply(PKG)).toBe("applied");
    expect(win.confirm).not.toHaveBeenCalled();
    expect(win.postMessage).toHaveBeenCalledOnce();
  });
  it("alerts when more than 100 handles are selected and sends the first 100", async () => {
    const { bridge, win } = setup();
    connect();
    const handles = Array.from({ length: 120 }, (_, i) => ({ handle: `h${i}`, deselected: false }));
    expect(await bridge.apply({ handles })).toBe("applied");
    expect(win.alert).toHaveBeenCalledWith("Only the first 100 selected handles will be applied.");
    expect(vi.mocked(win.postMessage).mock.calls[0][0].targeting.handles).toHaveLength(100);
  });
});
