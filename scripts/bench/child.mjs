// Starts a node script as a child process and waits until it prints its ready line.
import { spawn } from 'node:child_process';

export function startChild(script, env, readyPattern = /ready|running|listening/i) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 120 s`)), 120_000);
    child.stdout.on('data', (chunk) => {
      if (readyPattern.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export function stopChild(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
