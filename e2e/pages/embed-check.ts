import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The iframe title the demo shop gives our /embed-check page. */
export const EMBED_CHECK_TITLE = 'Embedding check';

/** Our developer page /embed-check (src/components/embed/EmbedCheck.tsx), seen inside a frame. */
export class EmbedCheckFrame {
  readonly frame: FrameLocator;

  constructor(
    readonly page: Page,
    title = EMBED_CHECK_TITLE,
  ) {
    this.frame = page.getByTitle(title, { exact: true }).contentFrame();
  }

  status(): Locator {
    return this.frame.getByRole('status', { name: 'Bridge status' });
  }

  /** Waits until the island is hydrated and the bridge has judged its parent. */
  async waitUntilAllowedBy(origin: string): Promise<void> {
    await expect(this.status()).toHaveText(`Framed by ${origin} (an allowed shop)`);
  }

  async waitUntilRefusedBy(origin: string): Promise<void> {
    await expect(this.status()).toHaveText(`Framed by ${origin} (not an allowed shop: no messages)`);
  }

  messagesReceived(): Locator {
    return this.frame.getByRole('status', { name: 'Messages received' });
  }

  lastSend(): Locator {
    return this.frame.getByLabel('Last send');
  }

  viewport(): Locator {
    return this.frame.getByLabel('Parent viewport');
  }

  customer(): Locator {
    return this.frame.getByLabel('Customer info');
  }

  petDataRequests(): Locator {
    return this.frame.getByLabel('Pet data requests');
  }

  overlay(): Locator {
    return this.frame.getByRole('status', { name: 'Adding to cart' });
  }

  cartResult(): Locator {
    return this.frame.getByLabel('Cart result');
  }

  button(name: string): Locator {
    return this.frame.getByRole('button', { name, exact: true });
  }

  async choosePlan(kibble: string, bagSizeKg: number, everyDays: number): Promise<void> {
    await this.frame.getByLabel('Kibble').selectOption({ label: kibble });
    await this.frame.getByLabel('Bag size').selectOption({ label: `${bagSizeKg} kg` });
    await this.frame.getByLabel('Every (days)').fill(String(everyDays));
  }

  async setDogName(name: string): Promise<void> {
    await this.frame.getByLabel("Dog's name").fill(name);
  }

  /** The page's content height, as the shop's iframe should show it. */
  contentHeight(): Promise<number> {
    return this.frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  }

  /** The frame as a Frame, to run script inside it (posting raw messages as our origin). */
  async asFrame(): Promise<Frame> {
    const frame = await this.frame
      .owner()
      .elementHandle()
      .then((el) => el!.contentFrame());
    if (!frame) throw new Error('our iframe has no frame');
    return frame;
  }

  /** Posts raw messages from inside our frame to the window around it. */
  async postToParent(messages: unknown[], targetOrigin: string): Promise<void> {
    const frame = await this.asFrame();
    await frame.evaluate(
      ({ messages, targetOrigin }) => {
        for (const m of messages) window.parent.postMessage(m, targetOrigin);
      },
      { messages, targetOrigin },
    );
  }
}
