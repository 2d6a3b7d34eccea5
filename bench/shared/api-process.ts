import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../apps/api/', import.meta.url));
/** The API's deployed bundle (apps/api/build.mjs): what production runs, started in a second. */
const SERVER = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
let bundled = false;

/** Bundles the API from its source once per bench run, so that no bench measures a stale build. */
function bundleApiOnce(): void {
  if (bundled) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  bundled = true;
}
const START_TIMEOUT_MS = 90_000;

/** The API as deployed, in a process of its own: where it listens, its memory, how to stop it. */
export interface ApiProcess {
  url: string;
  /** The process id (to signal it, e.g. bench/conversation-streams' heap probe). */
  pid: number;
  /** Resident memory now (VmRSS), in bytes. */
  residentBytes(): number;
  /** CPU time the process has used so far (user and system), in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function residentBytesOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${output()}`);
    const response = await fetch(`${url}/api/v1/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer within ${START_TIMEOUT_MS} ms: ${output()}`);
}

/** utime + stime of a process from /proc/<pid>/stat, in seconds (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Starts the API's bundle (`apps/api/dist/server.js`, made from the source at the first start of a
 * run) with `env` (production settings) and waits until its health answers. `nodeArgs` go to node
 * before the script (e.g. `--cpu-prof` to profile the API alone).
 */
export async function startApiProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  bundleApiOnce();
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    residentBytes: () => residentBytesOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
