/**
 * autocannon in a process of its own, so that the HTTP client's CPU is not counted against the
 * server it measures (as the booking bench does, decision 43). `startLoadClient()` forks this file;
 * each `run(options)` is one autocannon run there, answered over IPC.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
}

export interface LoadClient {
  run(options: LoadOptions): Promise<LoadResult>;
  stop(): void;
}

const SELF = fileURLToPath(import.meta.url);

export function startLoadClient(): LoadClient {
  // The child inherits this process's node flags (tsx's loader), so it runs this TypeScript file.
  const child: ChildProcess = fork(SELF, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let pending: { resolve: (result: LoadResult) => void; reject: (error: Error) => void } | null = null;
  child.on('message', (message: { result?: LoadResult; error?: string }) => {
    const waiting = pending;
    pending = null;
    if (message.result) waiting?.resolve(message.result);
    else waiting?.reject(new Error(message.error ?? 'load client failed'));
  });
  child.on('exit', (code) => pending?.reject(new Error(`load client exited with ${code}`)));
  return {
    run(options) {
      if (pending) return Promise.reject(new Error('one run at a time'));
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send(options);
      });
    },
    stop() {
      child.disconnect();
    },
  };
}

if (process.argv.includes('--serve') && process.send) {
  process.on('message', (options: LoadOptions) => {
    autocannon(options).then(
      (result) =>
        process.send?.({
          result: {
            requestsPerSecond: result.requests.average,
            requests: result.requests.total,
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.timeouts + result.non2xx,
          } satisfies LoadResult,
        }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
