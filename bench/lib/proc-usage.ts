// A process's CPU time and page faults from /proc (Linux): what the render
// benchmarks divide by the requests they sent.
import { readFile } from 'node:fs/promises';

/**
 * The process's user and system CPU time so far, in milliseconds, and its
 * minor page faults (fresh memory touched: about 14 µs each on these virtual
 * machines; decision 0015), from /proc (Linux).
 */
export async function usage(pid: number): Promise<{ cpuMs: number; faults: number }> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { cpuMs: ticks * 10, faults: Number(fields[7]) }; // USER_HZ is 100 on Linux
}
