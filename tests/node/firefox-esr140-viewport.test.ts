/**
 * Our Firefox driver on a Firefox that lacks `emulation.setScreenOrientationOverride`, as Debian 12's
 * Firefox ESR 140 does, whichever Firefox this machine has: every WebDriver BiDi socket Puppeteer
 * opens goes through a transport that answers that command the way ESR 140 does (an `unknown
 * command` error) and passes everything else to the real browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeWebSocketTransport } from 'puppeteer-core/internal/node/NodeWebSocketTransport.js';
import type { ConnectionTransport } from 'puppeteer-core';
import { launchFirefox } from '../../e2e/engines/firefox';
import type { Engine, EngineDriver } from '../../e2e/engines/driver';

const MISSING = 'emulation.setScreenOrientationOverride';
let refused = 0;

/** A transport that answers MISSING as Firefox ESR 140 does and forwards the rest untouched. */
function withoutOrientationOverride(inner: ConnectionTransport): ConnectionTransport {
  const outer: ConnectionTransport = {
    send(message: string) {
      const command = JSON.parse(message) as { id: number; method: string };
      if (command.method !== MISSING) return inner.send(message);
      refused += 1;
      const answer = { type: 'error', id: command.id, error: 'unknown command', message: MISSING };
      queueMicrotask(() => outer.onmessage?.(JSON.stringify(answer)));
    },
    close: () => inner.close(),
  };
  inner.onmessage = (message) => outer.onmessage?.(message);
  inner.onclose = () => outer.onclose?.();
  return outer;
}

const create = NodeWebSocketTransport.create.bind(NodeWebSocketTransport);
let engine: Engine;
let driver: EngineDriver;

beforeAll(async () => {
  NodeWebSocketTransport.create = async (...args: Parameters<typeof create>) =>
    withoutOrientationOverride(await create(...args)) as unknown as NodeWebSocketTransport;
  engine = await launchFirefox('http://127.0.0.1:9');
  driver = await engine.newDriver();
}, 90_000);

afterAll(async () => {
  NodeWebSocketTransport.create = create;
  await driver?.close();
  await engine?.close();
});

describe('the Firefox driver on a Firefox without screen-orientation emulation', () => {
  it('sets a phone viewport (portrait) and a desktop one (landscape)', async () => {
    await driver.goto('data:text/html,<title>viewport</title><p>hello');
    await driver.setViewport(390, 844);
    expect(await driver.run('top', () => [window.innerWidth, window.innerHeight], null)).toEqual([390, 844]);
    await driver.setViewport(1024, 700);
    expect(await driver.run('top', () => [window.innerWidth, window.innerHeight], null)).toEqual([1024, 700]);
    // The browser really was asked, and refused, both times.
    expect(refused).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
