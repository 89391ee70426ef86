// Preloaded into the server of bench/players-10k.mjs (`node --import ./bench/players-10k-probe.mjs
// apps/server/dist/main.js`; with WORKERS > 1 into the primary and every server process, which
// inherit its flags): once a second it prints one line `@probe {…}` to stdout with the process
// (`proc`), its memory (RSS, V8 heap used and total, external, array buffers, in MB), its CPU time
// since the last line (ms, and the kernel's part), the event loop's utilisation and delay (p50, p99, max in ms) over that
// second. It changes nothing in the server; its own cost is one timer a second.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let lastCpu = process.cpuUsage();
let lastElu = performance.eventLoopUtilization();
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
const ms = (ns) => Math.round(ns / 1e5) / 10;

setInterval(() => {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage(lastCpu);
  lastCpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization(lastElu);
  lastElu = performance.eventLoopUtilization();
  const line = {
    t: Date.now(),
    // Which process: `main` (one process), `primary` or `w<n>` (WORKERS > 1).
    proc: process.env.WORKER_NUMBER
      ? `w${process.env.WORKER_NUMBER}`
      : process.env.WORKERS && process.env.WORKERS !== '1'
        ? 'primary'
        : 'main',
    rss: mb(memory.rss),
    heapUsed: mb(memory.heapUsed),
    heapTotal: mb(memory.heapTotal),
    external: mb(memory.external),
    arrayBuffers: mb(memory.arrayBuffers),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    systemMs: Math.round(cpu.system / 1000),
    elu: Math.round(elu.utilization * 1000) / 1000,
    delayP50: ms(delay.percentile(50)),
    delayP99: ms(delay.percentile(99)),
    delayMax: ms(delay.max),
  };
  delay.reset();
  process.stdout.write(`@probe ${JSON.stringify(line)}\n`);
}, 1000).unref();
