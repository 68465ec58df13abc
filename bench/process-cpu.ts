// CPU time of a process group, read from /proc (Linux): what a server and its children spent, user + system.
import { readFileSync, readdirSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ; 100 on Linux). */
const TICKS_PER_S = 100;

/** User + system CPU in ms of every live process whose process group is `pgid`. */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_S;
}
