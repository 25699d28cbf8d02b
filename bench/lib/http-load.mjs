// Closed-loop HTTP load: CONNECTIONS clients, each sending its next GET as soon as the last one was
// answered, for a number of seconds, from a worker thread (undici, one connection per client), with
// the latency of every request. Anything but the expected status, and any network error, counts as an
// error; the first few are kept for the report.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const undici = createRequire(path.join(root, 'package.json')).resolve('undici');

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undici);
const { url, headersList, seconds, connections, expected } = workerData;
const { origin, pathname, search } = new URL(url);
const pool = new Pool(origin, { connections, pipelining: 1 });
const latencies = [];
const samples = [];
let ok = 0, errors = 0, next = 0;
const end = Date.now() + seconds * 1000;
async function client() {
  while (Date.now() < end) {
    const headers = headersList.length ? headersList[next++ % headersList.length] : {};
    const start = process.hrtime.bigint();
    try {
      const res = await pool.request({ origin, path: pathname + search, method: 'GET', headers });
      const body = await res.body.text();
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (res.statusCode === expected) ok++;
      else {
        errors++;
        if (samples.length < 5) samples.push(res.statusCode + ' ' + body.slice(0, 200));
      }
    } catch (error) {
      errors++;
      if (samples.length < 5) samples.push(String(error && error.message));
    }
  }
}
Promise.all(Array.from({ length: connections }, client)).then(async () => {
  await pool.close();
  parentPort.postMessage({ ok, errors, samples, latencies });
});
`;

/** Loads one route; resolves to {route, req/s, ok, errors, p50 ms, p99 ms, max ms, samples}. */
export function loadRoute(name, url, { headersList = [], seconds, connections, expected = 200 }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { url, headersList, seconds, connections, expected, undici } });
    worker.once('error', reject);
    worker.once('message', ({ ok, errors, samples, latencies }) => {
      latencies.sort((a, b) => a - b);
      const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
      resolve({
        route: name,
        'req/s': Math.round((ok + errors) / seconds),
        ok,
        errors,
        'p50 ms': +at(0.5).toFixed(2),
        'p99 ms': +at(0.99).toFixed(2),
        'max ms': +at(1).toFixed(2),
        samples,
      });
    });
  });
}
