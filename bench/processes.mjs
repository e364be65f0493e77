// The processes of a server as Linux sees them: a child and all its descendants (a primary and
// its workers), their resident memory, and a way to end any that outlive their parent.
import fs from "node:fs";

/** pid, parent pid and start time (clock ticks since boot, tells a reused pid apart) of every process. */
function allProcesses() {
  const processes = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name, in parentheses, may itself contain spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      processes.push({ pid: Number(entry), ppid: Number(fields[1]), start: fields[19] });
    } catch {
      // it exited while we looked
    }
  }
  return processes;
}

/** `pid` and every process descended from it, each with its start time. */
export function processTree(pid) {
  const processes = allProcesses();
  const tree = processes.filter((entry) => entry.pid === pid);
  for (let i = 0; i < tree.length; i += 1) {
    tree.push(...processes.filter((entry) => entry.ppid === tree[i].pid));
  }
  return tree.map(({ pid, start }) => ({ pid, start }));
}

/** Resident memory of one process in bytes (VmRSS), or 0 once it has gone. */
function residentBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of `pid` and its descendants: the total and each process's, in bytes. */
export function treeMemory(pid) {
  const processes = processTree(pid).map(({ pid }) => ({ pid, rss: residentBytes(pid) }));
  return { total: processes.reduce((sum, entry) => sum + entry.rss, 0), processes };
}

/** SIGKILLs those of `processes` (from processTree) that still run: the same pid with the same start time. */
export function killSurvivors(processes) {
  const running = new Map(allProcesses().map((entry) => [entry.pid, entry.start]));
  for (const { pid, start } of processes) {
    if (running.get(pid) !== start) continue;
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}
