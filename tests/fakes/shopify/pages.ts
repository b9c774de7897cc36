/**
 * The fake shop's checkout pages on loopback (npm run start:shopify, the end-to-end tests): the
 * cart's checkout URL shows what is bought and a form for the buyer and address; paying makes
 * the order and the contract (./checkout.ts) and shows the thank-you page, with the way to the
 * customer's dashboard. Plain HTML: a test double's page, not a shop theme.
 */
import type { CheckoutLines } from './checkout-pricing';
import type { FakeCart } from './shop-state';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// No icon to fetch: a browser's /favicon.ico would be a 404 in the E2E specs' console.
const page = (title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.5rem 0}input{font:inherit;width:100%;padding:.4rem}button{font:inherit;padding:.6rem 1.2rem;margin-top:1rem}</style></head>
<body><p>Fake Shopify checkout (local)</p>${body}</body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

/** The cart's checkout; `bought` is what the shop charges for it (./checkout-pricing.ts). */
export function checkoutPage(cart: FakeCart, bought: CheckoutLines | undefined, action: string): Response {
  const what = bought ? `${bought.title}, every ${bought.frequencyDays} days: $${bought.todayPrice} today, then $${bought.contractPrice}` : 'Your cart';
  const field = (name: string, label: string, value = '', type = 'text') =>
    `<label>${label}<input name="${name}" type="${type}" value="${esc(value)}" required autocomplete="off"></label>`;
  return page(
    'Checkout',
    `<h1>Checkout</h1><p>${esc(what)}</p><p>Discount: ${esc(cart.discountCodes.join(', ') || 'none')}</p>
<form method="post" action="${esc(action)}">
${field('email', 'Email', cart.email ?? '', 'email')}${field('firstName', 'First name')}${field('lastName', 'Last name')}
${field('address1', 'Address')}${field('city', 'City', 'Auckland')}${field('zip', 'Postcode', '1010')}
<button type="submit">Pay now</button></form>`,
  );
}

export function thankYouPage(orderNumber: number, dashboardUrl: string | undefined): Response {
  return page(
    'Thank you',
    `<h1>Thank you for your order</h1><p>Order #${orderNumber} is confirmed. Your subscription has started.</p>${
      dashboardUrl ? `<p><a href="${esc(dashboardUrl)}">Manage your subscription</a></p>` : ''
    }`,
  );
}
