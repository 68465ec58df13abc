import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import messages from "@/messages/en.json";
import { copyToClipboard } from "./clipboard";
import { toast, toastStore } from "./toasts";

const copy = messages.kit.clipboard;
const lastToast = () => toastStore.getState().toasts.at(-1);

describe("copyToClipboard", () => {
  beforeEach(() => toast.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("says so when the browser has no clipboard", async () => {
    vi.stubGlobal("navigator", {});
    expect(await copyToClipboard("hello", copy)).toBe(false);
    expect(lastToast()).toMatchObject({ level: "error", text: "Failed to copy content. Please try a different browser." });
  });

  it("says so when the clipboard refuses", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    expect(await copyToClipboard("hello", copy)).toBe(false);
    expect(lastToast()?.text).toBe("Failed to copy content. Please try a different browser.");
  });

  it("refuses an empty selection", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyToClipboard("  ", copy)).toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({ level: "warn", text: "Nothing selected to copy." });
  });

  it("copies and confirms with Copied! or a custom message", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyToClipboard("@murmur", copy)).toBe(true);
    expect(writeText).toHaveBeenCalledWith("@murmur");
    expect(lastToast()).toMatchObject({ level: "success", text: "Copied!" });
    await copyToClipboard("link", copy, "Link copied");
    expect(lastToast()?.text).toBe("Link copied");
  });
});
