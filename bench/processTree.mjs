/**
 * Memory of a process and everything it started, read from /proc: the resident set of the whole
 * tree, sampled while it runs, so a build's peak counts its worker threads and child processes.
 */
import {readdirSync, readFileSync} from 'node:fs';

const PAGE_SIZE = 4096;

/** Every process's parent and resident bytes, from /proc/<pid>/stat. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, ... and rss as the 22nd field.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), {parent: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE});
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** Resident bytes of `pid` and all its descendants now. */
export function treeResidentBytes(pid) {
  const table = processTable();
  const children = new Map();
  for (const [child, {parent}] of table) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop();
    total += table.get(next)?.rss ?? 0;
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

/** Samples the tree of `pid` every `everyMs` until `stop()`, which returns the peak in bytes. */
export function watchPeakMemory(pid, everyMs = 250) {
  let peak = 0;
  const sample = () => (peak = Math.max(peak, treeResidentBytes(pid)));
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
