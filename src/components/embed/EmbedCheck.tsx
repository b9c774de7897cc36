/**
 * The embedding check (/embed-check): a developer page that drives every message of the
 * bridge by hand, so the shop side (public/embed.js, a theme, the demo shop) can be checked
 * before the product pages use the same calls. Its end-to-end test is e2e/embed.spec.ts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { bagSizesOf } from '../../domain/catalogue';
import { DEFAULT_KCAL_PER_KG } from '../../domain/feeding';
import { TIMERS_MS } from '../../copy/timers';
import { addToCartMessage, type SignedShopCustomerInfo, type TicketShopCustomerInfo } from '../../embed/messages';
import { $parentViewport, answerPetDataRequests, navigateTop, postToParent, requestFromParent, shopUrl, type HeightKind } from '../../stores/embed';
import { useCatalogue } from '../../stores/catalogue';
import { useEmbed, useParentMessage, useReportHeight } from './use-embed';

/** How long the check waits for the shop to answer a customer-info request. */
export const CUSTOMER_INFO_TIMEOUT_MS = 3_000;
const KINDS: readonly HeightKind[] = ['dashboard', 'free-trial', 'choose-recipe'];

type CustomerState =
  | { kind: 'idle' }
  | { kind: 'none' }
  | { kind: 'no-answer' }
  | { kind: 'signed'; info: SignedShopCustomerInfo }
  | { kind: 'ticket'; info: TicketShopCustomerInfo };

export default function EmbedCheck({ kind: initialKind = 'free-trial' }: { kind?: HeightKind }) {
  const embed = useEmbed();
  const viewport = useStore($parentViewport);
  const [kind, setKind] = useState<HeightKind>(initialKind);
  const [rows, setRows] = useState(0);
  const [received, setReceived] = useState(0);
  const [petName, setPetName] = useState('Biscuit');
  const [petRequests, setPetRequests] = useState({ get: 0, sync: 0 });
  const [customer, setCustomer] = useState<CustomerState>({ kind: 'idle' });
  const catalogue = useCatalogue();
  const [chosenProduct, setProductId] = useState<string | null>(null);
  const [chosenBag, setBagSize] = useState<number | null>(null);
  // The shop's default kibble and its middle bag size until one is chosen.
  const productId = chosenProduct ?? catalogue?.defaultProductId ?? '';
  const bagSizes = catalogue ? bagSizesOf(catalogue) : [];
  const bagSize = chosenBag ?? bagSizes[Math.floor(bagSizes.length / 2)] ?? 0;
  const [frequency, setFrequency] = useState(30);
  const [adding, setAdding] = useState(false);
  const [cartResult, setCartResult] = useState('');
  const [sent, setSent] = useState('');

  useReportHeight(kind); // the whole page: what the shop's iframe must show

  // ?kind=dashboard|free-trial|choose-recipe picks the height message (and its timing).
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('kind');
    if (KINDS.includes(asked as HeightKind)) setKind(asked as HeightKind);
  }, []);

  // Every message event this window receives, whoever sent it: lets a test know that
  // ignored messages did arrive.
  useEffect(() => {
    const count = () => setReceived((n) => n + 1);
    window.addEventListener('message', count);
    return () => window.removeEventListener('message', count);
  }, []);

  const petData = () => JSON.stringify({ pets: [{ name: petName }], kcal_per_kg: DEFAULT_KCAL_PER_KG, productId });
  const petDataRef = useRef(petData);
  petDataRef.current = petData;
  useEffect(() => answerPetDataRequests(() => petDataRef.current()), []);
  useParentMessage('GET_PET_DATA', () => setPetRequests((r) => ({ ...r, get: r.get + 1 })));
  useParentMessage('REQUEST_INITIAL_SYNC', () => setPetRequests((r) => ({ ...r, sync: r.sync + 1 })));

  const note = (what: string, ok: boolean) => setSent(ok ? `Sent ${what}` : `Not sent: ${what} (no allowed shop page)`);

  async function addToCart() {
    const message = catalogue ? addToCartMessage(catalogue, { productId, bagSize, frequency, data: petData() }) : null;
    if (!message) return setCartResult('That kibble has no such bag size');
    setAdding(true);
    setCartResult('');
    const closeModal = () => postToParent({ type: 'CLOSE_PET_MODAL' });
    const reply = requestFromParent(message, 'CART_PAGE_LOADED', TIMERS_MS.addToCartOverlay);
    closeModal();
    const loaded = await reply;
    setAdding(false);
    setCartResult(loaded ? 'The shop loaded its cart' : 'The shop did not answer');
  }

  async function askCustomer() {
    setCustomer({ kind: 'idle' });
    const reply = await requestFromParent({ type: 'REQUEST_SHOPIFY_CUSTOMER_INFO' }, 'SHOPIFY_CUSTOMER_INFO', CUSTOMER_INFO_TIMEOUT_MS);
    if (!reply) setCustomer({ kind: 'no-answer' });
    else if (reply.customerId === null) setCustomer({ kind: 'none' });
    else if ('loginTicket' in reply) setCustomer({ kind: 'ticket', info: reply });
    else setCustomer({ kind: 'signed', info: reply });
  }

  const status = !embed.ready
    ? 'Checking the page around us…'
    : !embed.framed
      ? 'Not framed: open this page inside a shop page'
      : embed.allowed
        ? `Framed by ${embed.parentOrigin} (an allowed shop)`
        : `Framed by ${embed.parentOrigin ?? 'an unknown page'} (not an allowed shop: no messages)`;

  return (
    <div className="check">
      <p role="status" aria-label="Bridge status">
        {status}
      </p>
      <p>
        Messages received by this window: <output aria-label="Messages received">{received}</output>
      </p>
      {/* Always rendered, so nothing below moves when it changes. */}
      <p aria-label="Last send">{sent || 'Nothing sent by hand yet'}</p>

      <section aria-labelledby="viewport-h">
        <h2 id="viewport-h">Shop viewport</h2>
        <p aria-label="Parent viewport">
          {viewport ? `${viewport.width} × ${viewport.height}, scrolled ${viewport.scrollY}, frame top ${viewport.frameTop}` : 'Unknown'}
        </p>
        <button type="button" onClick={() => note('REQUEST_PARENT_VIEWPORT', postToParent({ type: 'REQUEST_PARENT_VIEWPORT' }))}>
          Request parent viewport
        </button>
      </section>

      <section aria-labelledby="customer-h">
        <h2 id="customer-h">Shop customer</h2>
        <p aria-label="Customer info">
          {customer.kind === 'signed'
            ? `${customer.info.customerName} <${customer.info.customerEmail}>, id ${customer.info.customerId}, signed`
            : customer.kind === 'ticket'
              ? `Id ${customer.info.customerId}, with a login ticket from the app proxy`
              : customer.kind === 'none'
                ? 'Nobody is logged in at the shop'
                : customer.kind === 'no-answer'
                  ? 'The shop did not answer'
                  : 'Not asked yet'}
        </p>
        <button type="button" onClick={() => void askCustomer()}>
          Request customer info
        </button>
      </section>

      <section aria-labelledby="pets-h">
        <h2 id="pets-h">Pet data</h2>
        <label>
          Dog's name <input value={petName} onChange={(e) => setPetName(e.target.value)} />
        </label>{' '}
        <button type="button" onClick={() => note('SYNC_PET_DATA', postToParent({ type: 'SYNC_PET_DATA', data: petData() }))}>
          Sync pet data
        </button>
        <p aria-label="Pet data requests">
          Asked for pet data {petRequests.get} times, for an initial sync {petRequests.sync} times
        </p>
      </section>

      <section aria-labelledby="cart-h">
        <h2 id="cart-h">Add to cart</h2>
        <label>
          Kibble{' '}
          <select value={productId} onChange={(e) => setProductId(e.target.value)}>
            {(catalogue?.kibbles ?? []).map((k) => (
              <option key={k.id} value={k.id}>
                {k.title}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Bag size{' '}
          <select value={bagSize} onChange={(e) => setBagSize(Number(e.target.value))}>
            {bagSizes.map((kg) => (
              <option key={kg} value={kg}>
                {kg} kg
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Every (days) <input type="number" min={1} max={365} value={frequency} onChange={(e) => setFrequency(Number(e.target.value) || 30)} />
        </label>{' '}
        <button type="button" onClick={() => void addToCart()} disabled={adding}>
          Add To Cart
        </button>{' '}
        <button type="button" onClick={() => note('CLOSE_PET_MODAL', postToParent({ type: 'CLOSE_PET_MODAL' }))}>
          Close the modal
        </button>
        <p aria-label="Cart result">{cartResult || 'Nothing added yet'}</p>
      </section>

      <section aria-labelledby="page-h">
        <h2 id="page-h">Shop page</h2>
        <button type="button" onClick={() => note('SCROLL_PARENT_TO_TOP', postToParent({ type: 'SCROLL_PARENT_TO_TOP' }))}>
          Scroll the shop page to the top
        </button>{' '}
        <button
          type="button"
          onClick={() => {
            const url = shopUrl('/account/logout');
            note('logout redirect', !!url && embed.allowed && navigateTop(url));
          }}
        >
          Log out of the shop
        </button>
      </section>

      <section aria-labelledby="height-h">
        <h2 id="height-h">Height</h2>
        <label>
          Report as{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value as HeightKind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="button" onClick={() => setRows((n) => n + 10)}>
          Add content
        </button>{' '}
        <button type="button" onClick={() => setRows(0)}>
          Remove content
        </button>
        <ol aria-label="Extra content">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} className="filler">
              Extra row {i + 1}
            </li>
          ))}
        </ol>
      </section>

      {adding && (
        <div className="overlay" role="status" aria-label="Adding to cart">
          Adding to your cart…
        </div>
      )}
    </div>
  );
}
