import { Hono } from 'hono';
import { devPage } from '../lib/dev-page';
import { html } from 'hono/html';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { localOnly } from '../http/local-only';
import { ApiError } from '../lib/errors';
import { sessionCustomer, UNAUTHENTICATED_MESSAGE } from '../auth/session';
import { validate } from '../lib/validate';
import { localCardWorks, setLocalCardWorks } from '../payments/local';

const CardForm = v.object({ card: v.picklist(['works', 'declines'], 'Choose works or declines') });

/**
 * The local payment adapter's "update your card" page (local mode only; 404 in production),
 * mounted at /dev/payment-method: the subscription's edit_url and the payment-update e-mail's
 * link point here. It shows whether the logged-in customer's card works and switches it, so
 * the failed-payment banner and retry payment can be tried by hand and in E2E tests.
 */
export const devPaymentMethod = new Hono<AppEnv>()
  .use(localOnly)
  .use(async (c, next) => {
    if (!(await sessionCustomer(c))) throw new ApiError(401, 'unauthenticated', UNAUTHENTICATED_MESSAGE);
    await next();
  })
  .get('/', async (c) => {
    const works = await localCardWorks(c.env.DB, c.get('customer')!.id);
    return c.html(
      devPage({
        title: 'Payment method (local)',
        maxWidth: '36rem',
        style: `
          button {
            font: inherit;
            padding: 0.5rem 1rem;
            margin-right: 0.5rem;
          }
        `,
        body: html`
          <h1>Payment method</h1>
          <p>Local payment adapter: no real card is charged.</p>
          <p role="status">Your card currently <strong>${works ? 'works' : 'is declined'}</strong>.</p>
          <form method="post">
            <button name="card" value="works">Use a card that works</button>
            <button name="card" value="declines">Use a card that is declined</button>
          </form>
          <p><a href="/dashboard">Back to the dashboard</a></p>
        `,
      }),
    );
  })
  .post('/', validate('form', CardForm), async (c) => {
    await setLocalCardWorks(c.env.DB, c.get('customer')!.id, c.req.valid('form').card === 'works');
    return c.redirect('/dev/payment-method', 303);
  });
