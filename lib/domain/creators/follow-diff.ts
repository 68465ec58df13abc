/** What changed between the people the last sync kept open and the ones X lists now. */
export function followDiff(open: Iterable<string>, current: Iterable<string>): { joined: string[]; left: string[] } {
  const before = new Set(open);
  const now = new Set(current);
  const joined = [...now].filter((id) => !before.has(id));
  const left = [...before].filter((id) => !now.has(id));
  return { joined, left };
}
