// A process's CPU time and page faults from /proc (Linux): what the render
// benchmarks divide by the requests they sent.
import { readdir, readFile } from 'node:fs/promises';

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

/**
 * The CPU time so far of every PostgreSQL process on the machine (the
 * benchmark's own server and its backends; an idle server beside it adds
 * next to nothing), in milliseconds: what a render costs the database.
 */
export async function postgresCpuMs(): Promise<number> {
  let ms = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat?.includes(' (postgres) ')) continue;
    const fields = stat.split(') ')[1]!.split(' ');
    ms += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return ms;
}
