// Preloaded into the API process by bench/conversation-streams (node --expose-gc --import this file):
// on SIGUSR2 it collects garbage and writes process.memoryUsage() as JSON to BENCH_HEAP_FILE, so
// the benchmark reads the heap of a process it did not write. Never loaded outside the benchmark.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_HEAP_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
