import type { ReactNode } from 'react';
import { shopUrl } from '../../stores/embed';

/** The shop page that embeds our dashboard: where the shop's login and register pages return to. */
export const SHOP_DASHBOARD_PATH = '/pages/dashboard';

/**
 * Logged out inside the shop's iframe (001 §2 state 3): the shop's own login and register pages,
 * opened in the top window, each bringing the customer back with `return_to`.
 */
export function EmbeddedLogin({ notice }: { notice?: ReactNode }) {
  const back = `return_to=${encodeURIComponent(SHOP_DASHBOARD_PATH)}`;
  const login = shopUrl(`/account/login?${back}`);
  const register = shopUrl(`/account/register?${back}`);
  return (
    <main className="fb-dash-card" aria-labelledby="fb-dash-access">
      <h1 id="fb-dash-access">Access Your Dashboard</h1>
      {notice}
      <p>Log in to your account to see your subscriptions, orders and furbabies.</p>
      <p className="fb-dash-actions">
        {login && (
          <a className="fb-dash-button" href={login} target="_top">
            Login
          </a>
        )}
        {register && (
          <a className="fb-dash-button fb-dash-button-secondary" href={register} target="_top">
            Register
          </a>
        )}
      </p>
    </main>
  );
}
