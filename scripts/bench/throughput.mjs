// Requests per second of one URL with autocannon, after a short warm-up.
import fs from 'node:fs';
import autocannon from 'autocannon';

export async function requestsPerSecond(url, { seconds = 10, connections = 10 } = {}) {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
