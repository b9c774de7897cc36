/**
 * Every row of the table of subscription actions (src/domain/subscription-action-table.ts) is
 * reachable at every door it names and at no other: the dashboard's, the customer account's and
 * the console's routers are built from the table, so a new row is tested here without a line
 * more. Each call names a subscription id its path validator refuses (400 `invalid_param`), so
 * a route that exists answers before it runs anything, and one that does not answers 404; nothing
 * is changed either way.
 */
import { describe, expect, it } from 'vitest';
import { actionRoute, DOORS, SUBSCRIPTION_ACTIONS, type Door, type RoutedAction } from '../../src/domain/subscription-action-table';
import { accountCall } from './customer-account-helpers';
import { consoleCall, idToken } from './console-helpers';
import { call, DEMO, samForFile } from './subscription-helpers';

const sam = samForFile();
/** Not a record id (functions/http/record-params.ts): refused by the path's validator. */
const REFUSED_ID = 'not!an-id';

const routed = (Object.keys(SUBSCRIPTION_ACTIONS) as (keyof typeof SUBSCRIPTION_ACTIONS)[]).filter(
  (name): name is RoutedAction => 'route' in SUBSCRIPTION_ACTIONS[name],
);

/** The action's path for `id` below a door's prefix, as its router registers it. */
const pathOf = (action: RoutedAction, id: string) => {
  const { path } = actionRoute(action);
  return `/${id}${path ? `/${path.replace(':itemId', 'item_1')}` : ''}`;
};

const AT_DOOR: Record<Door, (method: string, path: string) => Promise<Response>> = {
  dashboard: (method, path) => call(sam, method, `/api/subscriptions${path}`, method === 'GET' ? undefined : {}),
  account: (method, path) =>
    accountCall(method, `/api/customer-account/subscriptions${path}`, { customerId: DEMO.customerId, body: method === 'GET' ? undefined : {} }),
  staff: async (method, path) =>
    consoleCall(method, `/api/console/customers/${DEMO.customerId}/subscriptions${path}`, { token: await idToken(), body: method === 'GET' ? undefined : {} }),
};

describe('the table of subscription actions, at each door', () => {
  for (const action of routed) {
    const doors: readonly Door[] = SUBSCRIPTION_ACTIONS[action].doors;
    for (const door of DOORS) {
      const offered = doors.includes(door);
      it(`${action} is ${offered ? 'reachable' : 'refused'} at the ${door} door`, async () => {
        const { method } = actionRoute(action);
        const res = await AT_DOOR[door](method, pathOf(action, REFUSED_ID));
        if (offered) {
          expect(res.status).toBe(400);
          expect((await res.json<{ code?: string }>()).code).toBe('invalid_param');
        } else {
          expect(res.status).toBe(404);
        }
      });
    }
  }
});
