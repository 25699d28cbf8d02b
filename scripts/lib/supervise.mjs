// Starts the site's processes, prefixes their output, waits until each answers its health check,
// and stops them all together.
import { spawn } from 'node:child_process';

const colours = [36, 33, 35, 32, 34, 31, 96, 93, 95];

export function createSupervisor({ quiet = false } = {}) {
  const children = [];
  let stopping = false;

  function start(name, command, args, { cwd, env } = {}) {
    const colour = colours[children.length % colours.length];
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `\x1b[${colour}m${name.padEnd(12)}\x1b[0m│ `;
    // The last lines are kept even when quiet, to explain a process that dies.
    const recent = [];
    const forward = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          recent.push(line);
          if (recent.length > 20) recent.shift();
          if (!quiet) out.write(prefix + line + '\n');
        }
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        if (quiet) for (const line of recent) process.stderr.write(prefix + line + '\n');
        console.error(`${prefix}exited (${signal ?? `code ${code}`}); stopping the site`);
        void stopAll(1);
      }
    });
    children.push({ name, child });
    return child;
  }

  async function waitFor(name, url, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (stopping) throw new Error('stopped');
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
  }

  async function stopAll(code = 0) {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const kill = setTimeout(() => child.kill('SIGKILL'), 8000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    process.exit(code);
  }

  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  return { start, waitFor, stopAll };
}
