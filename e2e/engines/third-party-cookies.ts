/**
 * Whether this browser lets a frame of another site keep a cookie: the check that a launch with
 * third-party cookies blocked (fixtures.ts, `blockThirdPartyCookies`) took effect in the engine.
 */
import { APP_ORIGIN } from '../pages/origins';
import type { EngineDriver } from './driver';

/** A light page of ours to frame (the developer page made for this question, spec 000 §2.6). */
const PROBE_PAGE = `${APP_ORIGIN}/cookie-test`;

/**
 * Frames our origin in the current top page (the shop's, another site) and, inside, sets an
 * unpartitioned `SameSite=None` cookie (what a third-party cookie is) and reads it back.
 * True where the browser kept it: third-party cookies are allowed (Chromium's default) or given a
 * partitioned jar (Firefox's Total Cookie Protection).
 */
export async function thirdPartyFrameKeepsCookie(driver: EngineDriver): Promise<boolean> {
  await driver.run(
    'top',
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.onload = () => resolve();
        document.body.appendChild(frame);
      }),
    PROBE_PAGE,
  );
  return driver.run(
    'frame',
    () => {
      // Chromium keeps a SameSite=None cookie only when Secure (allowed on loopback http); WebKit
      // may refuse Secure over http: either kept means the frame keeps cookies.
      const kept = ['SameSite=None; Secure', 'SameSite=None'].map((attributes, i) => {
        const probe = `e2e_third_party_probe_${i}=1`;
        document.cookie = `${probe}; ${attributes}; Path=/`;
        const found = document.cookie.split('; ').includes(probe);
        document.cookie = `${probe}; ${attributes}; Path=/; Max-Age=0`;
        return found;
      });
      return kept.some(Boolean);
    },
    null,
  );
}
