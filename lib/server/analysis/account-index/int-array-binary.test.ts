import { describe, expect, it } from "vitest";
import { decodeIntArray } from "./int-array-binary";

/** PostgreSQL's binary form of a one-dimensional int4[] (as array_send writes it). */
function binary(values: number[]): Uint8Array {
  if (!values.length) return new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 23]);
  const view = new DataView(new ArrayBuffer(20 + 8 * values.length));
  view.setInt32(0, 1);
  view.setInt32(8, 23);
  view.setInt32(12, values.length);
  view.setInt32(16, 1);
  values.forEach((v, i) => {
    view.setInt32(20 + 8 * i, 4);
    view.setInt32(24 + 8 * i, v);
  });
  return new Uint8Array(view.buffer);
}

describe("decodeIntArray", () => {
  it("reads the values of a binary int4 array, including negative and large ones", () => {
    expect([...decodeIntArray(binary([3, 0, -7, 2147483647]))]).toEqual([3, 0, -7, 2147483647]);
  });

  it("reads an empty array and an array inside a larger buffer", () => {
    expect(decodeIntArray(binary([])).length).toBe(0);
    const inner = binary([42, 43]);
    const outer = new Uint8Array(inner.length + 5);
    outer.set(inner, 5);
    expect([...decodeIntArray(outer.subarray(5))]).toEqual([42, 43]);
  });
});
