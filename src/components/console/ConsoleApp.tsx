import { Campaigns } from './Campaigns';
import { CustomerLookup } from './CustomerLookup';
import { Forecast } from './Forecast';
import { Subscribers } from './Subscribers';
import { Today } from './Today';

/** The shop's console in Shopify admin (issue 36): one island, each card reading its own call. */
export default function ConsoleApp() {
  return (
    <div className="console">
      <h1>Furbaby Plans console</h1>
      <Today />
      <Subscribers />
      <Forecast />
      <Campaigns />
      <CustomerLookup />
    </div>
  );
}
