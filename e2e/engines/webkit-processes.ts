/**
 * The processes behind the WebKit engine (e2e/engines/webkit.ts): a private Xvfb display and
 * WebKitWebDriver servers, each in its own process group (killing WebKitWebDriver alone leaves
 * its MiniBrowser running), and the one W3C WebDriver HTTP call everything goes through.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { freePort } from '../../scripts/lib/run.mjs';
import type { Readable } from 'node:stream';

/** Longest wait for one HTTP command: a hung browser fails the test instead of hanging it. */
export const COMMAND_TIMEOUT_MS = 30_000;

type WebDriverError = { error: string; message?: string };
export type Method = 'GET' | 'POST' | 'DELETE';

function isWebDriverError(value: unknown): value is WebDriverError {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/** One W3C WebDriver command; WebDriver errors and timeouts become Errors that name the command. */
export async function command(base: string, method: Method, path: string, body?: unknown, timeoutMs = COMMAND_TIMEOUT_MS): Promise<unknown> {
  const label = `WebKit ${method} ${path.replace(/^\/session\/[^/]+/, '')}`;
  let status: number;
  let text: string;
  try {
    const res = await fetch(base + path, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const why = err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : String(err);
    throw new Error(`${label}: ${why}`, { cause: err });
  }
  let value: unknown;
  try {
    value = (JSON.parse(text) as { value?: unknown }).value;
  } catch {
    throw new Error(`${label}: HTTP ${status}: ${text.slice(0, 300)}`);
  }
  if (isWebDriverError(value)) throw new Error(`${label}: ${value.error}: ${value.message ?? ''}`);
  if (status >= 400) throw new Error(`${label}: HTTP ${status}: ${text.slice(0, 300)}`);
  return value;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the whole group is gone already
  }
}

/**
 * Ends a process group (the child and all it started, MiniBrowser included): TERM, wait for the
 * leader, then KILL whatever is left. Not waiting for every member: the web processes linger as
 * zombies for up to a second until init reaps them, and a zombie runs nothing.
 */
export async function killGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(resolve, 3_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  signalGroup(pgid, 'SIGTERM');
  await exited;
  signalGroup(pgid, 'SIGKILL');
}

/** Keeps the last few KB of a child's output for error messages, without holding the event loop. */
function tail(stream: Readable | null | undefined): () => string {
  let text = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    text = (text + chunk).slice(-4_000);
  });
  (stream as Socket | null | undefined)?.unref?.();
  return () => text.trim();
}

/** Starts Xvfb on a display it picks itself (-displayfd), so parallel runs can't race for a number. */
export async function startXvfb(): Promise<{ proc: ChildProcess; display: string }> {
  const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  proc.unref();
  const log = tail(proc.stderr);
  const fd = proc.stdio[3] as Readable;
  try {
    const display = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`Xvfb didn't start in 10 s: ${log()}`)), 10_000);
      fd.setEncoding('utf8');
      fd.on('data', (chunk: string) => {
        out += chunk;
        if (out.includes('\n')) {
          clearTimeout(timer);
          resolve(`:${out.trim()}`);
        }
      });
      proc.once('error', (err) => reject(new Error(`Xvfb: ${err.message}`)));
      proc.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${log()}`)));
    });
    (fd as Socket).unref?.();
    return { proc, display };
  } catch (err) {
    await killGroup(proc);
    throw err;
  }
}

export interface Server {
  proc: ChildProcess;
  base: string;
}

/** Starts a WebKitWebDriver on a free port and waits until /status says it's ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  let failure = new Error('WebKitWebDriver did not start');
  // The free port can be taken between probing and binding: retry with a new one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const proc = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      detached: true,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.unref();
    const stdout = tail(proc.stdout);
    const stderr = tail(proc.stderr);
    let ended: string | undefined;
    proc.once('exit', (code, signal) => (ended = `exited (${code ?? signal})`));
    proc.once('error', (err) => (ended = err.message));
    const base = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && ended === undefined; await sleep(50)) {
      try {
        const status = (await command(base, 'GET', '/status', undefined, 1_000)) as { ready?: boolean };
        if (status.ready) return { proc, base };
      } catch {
        // not listening yet
      }
    }
    failure = new Error(`WebKitWebDriver on port ${port} ${ended ?? "wasn't ready in 10 s"}: ${`${stdout()}\n${stderr()}`.trim()}`);
    await killGroup(proc);
  }
  throw failure;
}
