// `npm run dev`: the API with reload (tsx watch, port 3000) and the web app with hot reload
// (Vite, port 5173, proxying /api to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const processes = [
  spawn('npm', ['run', 'dev', '-w', '@oyna/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@oyna/web'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of processes) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of processes) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
