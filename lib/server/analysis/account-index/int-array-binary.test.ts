import { describe, expect, it } from "vitest";
import { packBinaryLists } from "./int-array-binary";

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

describe("packBinaryLists", () => {
  it("reads negative and large values, and lists inside a larger buffer", () => {
    const inner = binary([3, 0, -7, 2147483647]);
    const outer = new Uint8Array(inner.length + 5);
    outer.set(inner, 5);
    expect([...packBinaryLists(1, [{ no: 0, bytes: outer.subarray(5) }]).values]).toEqual([3, 0, -7, 2147483647]);
  });

  it("packs lists by account number end to end, missing numbers empty", () => {
    const packed = packBinaryLists(4, [{ no: 2, bytes: binary([7, 8]) }, { no: 0, bytes: binary([5]) }, { no: 3, bytes: binary([]) }]);
    expect([...packed.start]).toEqual([0, 1, 1, 3, 3]);
    expect([...packed.values]).toEqual([5, 7, 8]);
  });
});
