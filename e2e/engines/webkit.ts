/**
 * WebKit for the cross-engine flows: WebKitGTK's MiniBrowser driven by WebKitWebDriver over plain
 * W3C WebDriver HTTP (Node's fetch, no client library), on a private Xvfb display.
 *
 * Quirks this file works around (found on WebKitGTK 2.50, Debian):
 * - One WebKitWebDriver serves one session at a time ("Maximum number of active sessions"), so the
 *   engine keeps a small pool: the server started by launchWebKit is reused by each driver in turn,
 *   and a second one is started only when two drivers are open at once.
 * - Killing WebKitWebDriver leaves its MiniBrowser running, so every process we start gets its own
 *   process group and is ended as a group.
 * - MiniBrowser's toolbar makes its window at least 447 px wide. A private GTK stylesheet shrinks
 *   the toolbar (GTK styles don't reach web content: form controls and fonts measure the same),
 *   which lets the window go down to ~290 px so phone widths are reachable.
 * - /execute/sync awaits a returned promise (as the spec says) and reports a rejection as
 *   "javascript error", so async `fn`s need no wrapper.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ourFrameSelector, scriptOf, type Engine, type EngineDriver, type LaunchOptions, type Where } from './driver';
import { command, killGroup, signalGroup, sleep, startServer, startXvfb, type Method, type Server } from './webkit-processes';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The browser's own limits stay under the 30 s command timeout so its (more precise) error arrives first. */
const BROWSER_TIMEOUTS = { pageLoad: 25_000, script: 25_000, implicit: 10_000 };
/** A MiniBrowser starts in well under a second; one that has not answered by then is hung. */
const SESSION_START_TIMEOUT_MS = 20_000;
/** Shorter budget for tearing down, so close() can't hang on a dead browser. */
const CLOSE_TIMEOUT_MS = 5_000;
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** Makes the toolbar tiny so the window's minimum width drops below phone sizes (see the header). */
const GTK_CSS = `* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }
window > box > box, window > box > box * { font-size: 1px; }
`;

/**
 * MiniBrowser's cookie policy (`MiniBrowser --help-all`: always, never, no-third-party; default
 * no-third-party), which holds under --automation too: with `always` a frame of another site
 * keeps a SameSite=None cookie, with this (or none) it does not. Asked for explicitly where a spec
 * relies on it.
 */
const BLOCK_THIRD_PARTY_COOKIES = '--cookies-policy=no-third-party';

const CARET_TO_END = `const el = arguments[0];
try { el.setSelectionRange(el.value.length, el.value.length); } catch { /* no caret (e.g. type=email) */ }`;

/**
 * In our frame: null when the element lies wholly inside `band` (the frame's part on the shop's
 * screen, in the frame's viewport coordinates; null: unknown) and is what a tap at its centre
 * hits; else it is centred in the frame and the answer is its centre's y there.
 */
const REVEAL_IN_FRAME = `const el = document.querySelector(arguments[0]), band = arguments[1];
if (!el) return null;
let r = el.getBoundingClientRect();
const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
if (band && r.top >= Math.max(0, band[0]) && r.bottom <= Math.min(innerHeight, band[1]) && hit && el.contains(hit)) return null;
el.scrollIntoView({ block: "center", inline: "center" });
r = el.getBoundingClientRect();
return r.top + r.height / 2;`;

type ElementRef = { [ELEMENT_KEY]: string };
/** appOrigin: our app's origin, e.g. http://127.0.0.1:8799; "our frame" is the first <iframe> whose src starts with it. */
export async function launchWebKit(appOrigin: string, options: LaunchOptions = {}): Promise<Engine> {
  const frameSelector = ourFrameSelector(appOrigin);
  // Without --automation the session fails ("Failed to match capabilities").
  const browserArgs = options.blockThirdPartyCookies ? ['--automation', BLOCK_THIRD_PARTY_COOKIES] : ['--automation'];
  const processes = new Set<ChildProcess>();
  const configDir = mkdtempSync(join(tmpdir(), 'webkit-engine-'));
  // Last resort if the runner exits without close(): no browser outlives the test process.
  const onExit = () => {
    for (const proc of processes) if (proc.pid !== undefined) signalGroup(proc.pid, 'SIGKILL');
    rmSync(configDir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  const idle: Server[] = [];
  const open = new Set<EngineDriver>();
  let closed = false;

  async function stopServer(server: Server): Promise<void> {
    await killGroup(server.proc);
    processes.delete(server.proc);
  }

  let env: NodeJS.ProcessEnv;
  try {
    mkdirSync(join(configDir, 'gtk-3.0'));
    writeFileSync(join(configDir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
    const xvfb = await startXvfb();
    processes.add(xvfb.proc);
    // A private XDG_CONFIG_HOME carries the stylesheet and keeps the user's GTK/font settings out.
    env = { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: configDir };
    const first = await startServer(env);
    processes.add(first.proc);
    idle.push(first);
  } catch (err) {
    for (const proc of processes) await killGroup(proc);
    process.off('exit', onExit);
    onExit();
    throw err;
  }

  async function newDriver(): Promise<EngineDriver> {
    if (closed) throw new Error('WebKit engine is closed');
    // Now and then (once in some 60 sessions here) a MiniBrowser hangs while starting and takes
    // its WebKitWebDriver with it: the second try gets a fresh server.
    for (let attempt = 1; ; attempt++) {
      const server = idle.pop() ?? (await startServer(env));
      processes.add(server.proc);
      try {
        const created = (await command(
          server.base,
          'POST',
          '/session',
          {
            capabilities: {
              alwaysMatch: {
                browserName: 'MiniBrowser',
                pageLoadStrategy: 'normal',
                timeouts: BROWSER_TIMEOUTS,
                'webkitgtk:browserOptions': { binary: MINIBROWSER, args: browserArgs },
              },
            },
          },
          SESSION_START_TIMEOUT_MS,
        )) as { sessionId: string };
        const driver = makeDriver(server, created.sessionId);
        open.add(driver);
        return driver;
      } catch (err) {
        await stopServer(server);
        if (attempt === 2) throw err;
      }
    }
  }

  function makeDriver(server: Server, sessionId: string): EngineDriver {
    const session = `/session/${sessionId}`;
    const send = (method: Method, path: string, body?: unknown, timeoutMs?: number) => command(server.base, method, session + path, body, timeoutMs);
    const execute = (script: string, args: unknown[]) => send('POST', '/execute/sync', { script, args });
    let ended = false;

    /**
     * Runs `body` in the top page or in our frame. Between commands the session always points at the
     * top page; a frame command switches in by element reference (which works for our cross-origin
     * frame) and always switches back, even when the frame navigated or vanished meanwhile.
     */
    async function within<T>(where: Where, body: () => Promise<T>): Promise<T> {
      if (where === 'top') return body();
      await send('POST', '/frame', { id: null }); // in case a failed switch-back left us elsewhere
      let frame: ElementRef;
      try {
        frame = (await send('POST', '/element', { using: 'css selector', value: frameSelector })) as ElementRef;
      } catch (err) {
        throw new Error(`WebKit: our frame (${frameSelector}) isn't in the page (waited ${BROWSER_TIMEOUTS.implicit / 1000} s)`, { cause: err });
      }
      await send('POST', '/frame', { id: frame });
      try {
        return await body();
      } finally {
        await send('POST', '/frame', { id: null }).catch(() => undefined);
      }
    }

    /**
     * Finds `selector` (WebDriver's implicit wait retries until it appears) and, in the top page,
     * scrolls it to the middle; in our frame centreFrameElementInTop has placed it already.
     */
    async function element(action: string, where: Where, selector: string): Promise<string> {
      let found: ElementRef;
      try {
        found = (await send('POST', '/element', { using: 'css selector', value: selector })) as ElementRef;
      } catch (err) {
        throw new Error(`WebKit ${action}(${where}, ${JSON.stringify(selector)}): no such element (waited ${BROWSER_TIMEOUTS.implicit / 1000} s)`, {
          cause: err,
        });
      }
      // Centre it so sticky headers or footers can't cover the point WebDriver clicks.
      if (where === 'top') await execute('arguments[0].scrollIntoView({ block: "center", inline: "center" });', [found]);
      return found[ELEMENT_KEY];
    }

    /**
     * WebKit's scrollIntoView in a cross-origin frame does not scroll the page around it, and a
     * WebDriver click outside the top window's viewport goes nowhere: so the shop page is
     * scrolled to bring the element (already centred within our frame) to its middle.
     *
     * An element the visitor already sees (on the shop's screen, not covered) is left where it
     * is, as a finger would tap it: centring it anyway scrolls a frame taller than the height
     * cap (5000 px) inside itself and then the shop back, which moved the shop by 283 px before
     * the phone-in-frame dialog test's tap and read as the dialog's jump.
     */
    async function centreFrameElementInTop(selector: string): Promise<void> {
      const band = (await execute(
        'var f = document.querySelector(arguments[0]); if (!f) return null; var r = f.getBoundingClientRect(); return [-r.top, innerHeight - r.top];',
        [frameSelector],
      )) as [number, number] | null;
      const y = (await within('frame', () => execute(REVEAL_IN_FRAME, [selector, band]))) as number | null;
      if (y === null) return;
      await execute(
        'var f = document.querySelector(arguments[0]); if (f) window.scrollBy(0, f.getBoundingClientRect().top + arguments[1] - innerHeight / 2);',
        [frameSelector, y],
      );
    }

    const driver: EngineDriver = {
      engine: 'webkit',

      async goto(url) {
        await send('POST', '/url', { url });
      },

      async url() {
        return (await send('GET', '/url')) as string;
      },

      async setViewport(width, height) {
        // /window/rect sizes the whole window, toolbar included: measure the chrome and add it.
        // The page learns its new size a moment after the window has it, so the viewport is read
        // until two looks agree; a page between documents answers nothing useful meanwhile.
        const viewport = async (): Promise<[number, number]> => {
          let last: [number, number] | null = null;
          for (let look = 0; look < 20; look++) {
            const inner = (await execute('return [innerWidth, innerHeight];', [])) as [number, number] | null;
            if (inner && inner[0] > 0 && inner[1] > 0 && last && inner[0] === last[0] && inner[1] === last[1]) return inner;
            last = inner && inner[0] > 0 && inner[1] > 0 ? inner : null;
            await sleep(50);
          }
          throw new Error(`WebKit setViewport(${width}, ${height}): the viewport kept changing`);
        };
        let outer = { width, height };
        for (let attempt = 0; attempt < 4; attempt++) {
          const rect = (await send('POST', '/window/rect', { x: 0, y: 0, ...outer })) as { width: number; height: number };
          if (rect.width > outer.width || rect.height > outer.height) {
            throw new Error(
              `WebKit setViewport(${width}, ${height}): the window can't be smaller than ${rect.width}×${rect.height} (asked ${outer.width}×${outer.height})`,
            );
          }
          const [innerWidth, innerHeight] = await viewport();
          if (innerWidth === width && innerHeight === height) return;
          // The chrome never has a negative size: the window is at least the viewport asked for.
          outer = { width: Math.max(width, rect.width + width - innerWidth), height: Math.max(height, rect.height + height - innerHeight) };
        }
        throw new Error(`WebKit setViewport(${width}, ${height}): the viewport didn't settle at that size`);
      },

      async run<A, R>(where: Where, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
        return within(where, async () => (await execute(scriptOf(fn), [arg])) as R);
      },

      async click(where, selector) {
        if (where === 'frame') await centreFrameElementInTop(selector);
        await within(where, async () => {
          const id = await element('click', where, selector);
          // A real pointer click from the browser: trusted, and it gives the frame user activation.
          await send('POST', `/element/${id}/click`, {});
        });
      },

      async type(where, selector, text) {
        if (where === 'frame') await centreFrameElementInTop(selector);
        await within(where, async () => {
          const id = await element('type', where, selector);
          // Send Keys alone fails in a cross-origin frame ("Element is not focusable"): WebKit refuses
          // programmatic focus there until the user has interacted with the frame. A real click
          // focuses it like a user would; then the caret goes to the end, wherever the click landed.
          await send('POST', `/element/${id}/click`, {});
          await execute(CARET_TO_END, [{ [ELEMENT_KEY]: id }]);
          await send('POST', `/element/${id}/value`, { text });
        });
      },

      async replaceText(where, selector, text) {
        if (where === 'frame') await centreFrameElementInTop(selector);
        await within(where, async () => {
          const id = await element('replaceText', where, selector);
          // Focused by a real click (see type), its text selected; Send Keys to the focused field
          // leaves the selection alone, so the keys replace it.
          await send('POST', `/element/${id}/click`, {});
          await execute('arguments[0].select();', [{ [ELEMENT_KEY]: id }]);
          await send('POST', `/element/${id}/value`, { text });
        });
      },

      async cookieNames() {
        // WebDriver's Get All Cookies: the current document's, HttpOnly ones included.
        return ((await send('GET', '/cookie')) as { name: string }[]).map((c) => c.name);
      },

      async close() {
        if (ended) return;
        ended = true;
        open.delete(driver);
        try {
          await send('DELETE', '', undefined, CLOSE_TIMEOUT_MS);
          // Its MiniBrowser is gone: the server can take the next session.
          if (closed) await stopServer(server);
          else idle.push(server);
        } catch {
          await stopServer(server);
        }
      },
    };
    return driver;
  }

  return {
    newDriver,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...open].map((driver) => driver.close()));
      for (const proc of processes) await killGroup(proc);
      processes.clear();
      process.off('exit', onExit);
      onExit();
    },
  };
}
