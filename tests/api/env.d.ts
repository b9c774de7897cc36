import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { Bindings } from '../../functions/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SHOPIFY_ADMIN_SCHEMA: string;
      TEST_SHOPIFY_STOREFRONT_SCHEMA: string;
      TEST_SHOPIFY_CUSTOMER_SCHEMA: string;
    }
  }
}
