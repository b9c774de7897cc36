// Where the demo shop listens and what it embeds (environment, with local defaults).
import { LOCAL_SHOP_SHARED_SECRET } from '../../functions/config/local-secrets.ts';

export const PORT = Number(process.env.DEMO_SHOP_PORT ?? 8788);
export const APP_ORIGIN = new URL(process.env.APP_ORIGIN ?? 'http://127.0.0.1:8787').origin;
/**
 * Optional: our Worker in Shopify mode (COMMERCE=shopify). A shop page opened with ?app=shopify
 * embeds it instead, so one demo shop fronts both modes (the E2E suite's Shopify-mode specs).
 */
export const SHOPIFY_APP_ORIGIN = process.env.SHOPIFY_APP_ORIGIN ? new URL(process.env.SHOPIFY_APP_ORIGIN).origin : null;
export const SECRET = process.env.SHOP_SHARED_SECRET || LOCAL_SHOP_SHARED_SECRET;
/** `localhost`, not 127.0.0.1: a different site from our pages', as a real shop is. */
export const SHOP_ORIGIN = `http://localhost:${PORT}`;
