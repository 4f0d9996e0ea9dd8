/**
 * The bench's health checker: GET /api/health at a steady rate over one keep-alive connection, in a
 * process of its own (as a load balancer's checker is), while the bench's load generator runs in
 * another. Prints one JSON line: how many answers, how many were not 200, and the latency
 * percentiles in milliseconds. Each request's latency is timed from the moment it was due, so a
 * server that answers late also delays the requests after it and they count as late too
 * (no coordinated omission).
 *
 * Usage: node --import tsx health-probe.ts <base URL> <seconds> <requests per second>
 */
import http from 'node:http';
import process from 'node:process';

const [base, seconds, rate] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = () =>
  new Promise<number>((resolve) => {
    http
      .get(`${base}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });

const latencies: number[] = [];
let notOk = 0;
const start = performance.now();
const interval = 1000 / rate;
for (let i = 0; ; i++) {
  const due = start + i * interval;
  if (due > start + seconds * 1000) break;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const status = await get();
  latencies.push(performance.now() - due);
  if (status !== 200) notOk++;
}
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
console.log(JSON.stringify({ count: latencies.length, notOk, p50: at(0.5), p99: at(0.99), max: at(1) }));
