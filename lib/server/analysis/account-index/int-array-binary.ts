import "server-only";
import type { PackedLists } from "@/lib/domain/analysis/account-index/account-index";

/*
 * One-dimensional int4[] values in PostgreSQL's binary array format (`array_send`), several times
 * cheaper to read in bulk than the text form. Header: ndim, has-nulls flag, element type, then
 * (size, lower bound); each element: byte length, big-endian value. Nulls are not expected.
 */

const int32 = (b: Uint8Array, at: number) => (b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3];

const lengthOf = (b: Uint8Array) => (int32(b, 0) === 0 ? 0 : int32(b, 12));

/** Binary int4 arrays by account number, packed end to end without a typed array per list. */
export function packBinaryLists(count: number, lists: readonly { no: number; bytes: Uint8Array }[]): PackedLists {
  const lengths = new Int32Array(count);
  for (const l of lists) lengths[l.no] = lengthOf(l.bytes);
  const start = new Int32Array(count + 1);
  for (let n = 0; n < count; n++) start[n + 1] = start[n] + lengths[n];
  const values = new Int32Array(start[count]);
  for (const l of lists) {
    let k = start[l.no];
    for (let i = 0, at = 24; i < lengths[l.no]; i++, at += 8) values[k++] = int32(l.bytes, at);
  }
  return { start, values };
}
