import type { Page } from '@playwright/test';
import { THIRD_ORIGIN } from './origins';

/**
 * A page on a third origin that nobody allowed (origin C). Playwright answers its requests,
 * so no server or DNS name is needed. It can embed our page itself, or sit as an "ad" frame
 * inside the demo shop page; either way it posts whatever the test gives it to a window of
 * its choice and lists the messages it receives.
 */
export class ThirdParty {
  constructor(readonly page: Page) {}

  /** Serves THIRD_ORIGIN/ (embedding `embedUrl`, when given) and THIRD_ORIGIN/ad. */
  async serve(embedUrl?: string): Promise<void> {
    const body = (inner: string) => `<!doctype html><html><head><title>Third party</title><link rel="icon" href="data:,"></head><body>
<h1>Someone else's page</h1>${inner}
<ol aria-label="Received by the third party"></ol>
<script>
  window.addEventListener('message', function (e) {
    var li = document.createElement('li');
    li.textContent = e.origin + ' ' + (e.data && e.data.type);
    document.querySelector('ol').appendChild(li);
  });
</script></body></html>`;
    await this.page.route(`${THIRD_ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const inner = path === '/' && embedUrl ? `<iframe src="${embedUrl}" title="Embedding check" style="width:100%;height:900px;border:0"></iframe>` : '';
      return route.fulfill({ status: 200, contentType: 'text/html', body: body(inner) });
    });
  }

  /** Opens the third party's page with our page inside. */
  async gotoEmbedding(embedUrl: string): Promise<void> {
    await this.serve(embedUrl);
    // Chromium treats a page Playwright answers as public, and Local Network Access keeps a
    // public page from framing our loopback server unless granted; in production (public to
    // public) nothing stands in the way, so the test grants what a visitor would not need.
    await this.page.context().grantPermissions(['local-network-access'], { origin: THIRD_ORIGIN });
    await this.page.goto(`${THIRD_ORIGIN}/`);
  }

  /** Adds the third party as an ad frame to the current page (the demo shop) and waits for it. */
  async injectAdFrame(): Promise<void> {
    await this.serve();
    await this.page.evaluate((src) => {
      const ad = document.createElement('iframe');
      ad.src = src;
      ad.title = 'Advertisement';
      ad.style.cssText = 'width:300px;height:100px;border:0';
      document.body.insertBefore(ad, document.body.firstChild);
      return new Promise((resolve) => ad.addEventListener('load', resolve, { once: true }));
    }, `${THIRD_ORIGIN}/ad`);
  }

  private frame() {
    const frame = this.page.frames().find((f) => f.url().startsWith(THIRD_ORIGIN));
    if (!frame) throw new Error('no third-party frame on this page');
    return frame;
  }

  /** From the ad frame: posts each message to the top window (the shop page) with targetOrigin '*'. */
  async postToTop(messages: readonly unknown[]): Promise<void> {
    await this.frame().evaluate((ms) => ms.forEach((m) => window.top!.postMessage(m, '*')), messages);
  }

  /** From the ad frame: posts each message to every other frame of the shop page (ours among them). */
  async postToOtherFrames(messages: readonly unknown[]): Promise<void> {
    await this.frame().evaluate((ms) => {
      const frames = window.top!.frames;
      for (let i = 0; i < frames.length; i++) if (frames[i] !== window) ms.forEach((m) => frames[i]!.postMessage(m, '*'));
    }, messages);
  }

  /** From the third party's own page (embedding ours): posts each message into our frame. */
  async postIntoEmbeddedFrame(messages: readonly unknown[]): Promise<void> {
    await this.page.evaluate((ms) => {
      const frame = document.querySelector('iframe')!.contentWindow!;
      ms.forEach((m) => frame.postMessage(m, '*'));
    }, messages);
  }

  received() {
    return this.page.getByRole('list', { name: 'Received by the third party' }).getByRole('listitem');
  }
}
