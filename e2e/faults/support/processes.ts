// The fault suites start the platform's processes themselves, on free ports of their own, so that they
// can stop, kill and start them again; nothing here touches the main end-to-end site or its ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../..');
/** Packages of the API workspace (pg), which the end-to-end workspace does not declare. */
export const apiRequire = createRequire(path.join(root, 'api', 'package.json'));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves once `check` returns true (errors count as false); throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000, stepMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(stepMs);
  }
}

export async function answers(url: string, status = 200): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status === status;
}

/** One process of the platform (node script + arguments), which a test may stop, kill and start again. */
export class Service {
  private child: ChildProcess | undefined;
  private exit: Promise<number | null> = Promise.resolve(null);
  private readonly recent: string[] = [];
  constructor(
    readonly name: string,
    private readonly args: string[],
    private env: Record<string, string>,
  ) {}

  start(env: Record<string, string> = {}): void {
    if (this.child) throw new Error(`${this.name} is running`);
    this.env = { ...this.env, ...env };
    const child = spawn(process.execPath, this.args, {
      cwd: root,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) this.recent.push(line);
      this.recent.splice(0, Math.max(0, this.recent.length - 30));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exit = new Promise((resolve) =>
      child.once('exit', (code) => {
        if (this.child === child) this.child = undefined;
        resolve(code);
      }),
    );
    this.child = child;
  }

  /** Its exit code once it has ended (for a one-off command). */
  exited(): Promise<number | null> {
    return this.exit;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** The last lines it wrote, to explain a failure. */
  get log(): string {
    return this.recent.join('\n');
  }

  /** SIGTERM (graceful: requests in flight finish) or SIGKILL (a crash); resolves once it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(late);
  }

  async waitFor(url: string, timeoutMs = 240_000): Promise<number> {
    return until(
      `${this.name} answering ${url}`,
      async () => {
        if (!this.child) throw new Error(`${this.name} exited:\n${this.log}`);
        return answers(url);
      },
      timeoutMs,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${this.log}`);
    });
  }
}

export async function stopAll(services: Iterable<Service>): Promise<void> {
  await Promise.all([...services].map((service) => service.stop()));
}

/**
 * A TCP relay to PostgreSQL that a test cuts (every connection dropped, new ones refused, as while
 * the server restarts) and restores, without touching the machine's PostgreSQL server that others use.
 */
export class TcpCut {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  /** Drops every connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
