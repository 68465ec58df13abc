import { describe, expect, it } from "vitest";
import { isMaterialFileType, materialBytesMatchType } from "./material-files";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("material files", () => {
  it("accepts a PDF, an Office file and text by their first bytes", () => {
    expect(materialBytesMatchType("application/pdf", bytes("%PDF-1.7\n"))).toBe(true);
    expect(materialBytesMatchType("application/vnd.openxmlformats-officedocument.presentationml.presentation", new Uint8Array([0x50, 0x4b, 3, 4, 20]))).toBe(true);
    expect(materialBytesMatchType("text/html", bytes("<!doctype html>"))).toBe(true);
    expect(materialBytesMatchType("image/png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  });

  it("refuses a renamed file and binary bytes called text", () => {
    expect(materialBytesMatchType("application/pdf", bytes("<html>"))).toBe(false);
    expect(materialBytesMatchType("application/vnd.openxmlformats-officedocument.wordprocessingml.document", bytes("%PDF-"))).toBe(false);
    expect(materialBytesMatchType("text/plain", new Uint8Array([0x89, 0x50, 0, 0]))).toBe(false);
    expect(materialBytesMatchType("image/jpeg", bytes("%PDF-"))).toBe(false);
  });

  it("knows the types admins may upload", () => {
    expect(isMaterialFileType("application/pdf")).toBe(true);
    expect(isMaterialFileType("application/x-msdownload")).toBe(false);
  });
});
