import { useRef, useState, type ReactNode } from 'react';
import { consoleDay } from '../../domain/console-time';
import { FREQUENCY_OPTIONS_DAYS } from '../../domain/frequency';
import type { Catalogue } from '../../domain/catalogue';
import { addInterval, kibbleVariantTitle, shopToday } from '../../domain/renewals';
import { actionRoute, type DoorAction } from '../../domain/subscription-action-table';
import type { ConsoleCustomer } from '../../domain/schemas/console';
import { CANCEL_REASONS, OTHER_CANCEL_REASON } from '../../domain/subscriptions';
import { CONSOLE_LEGACY_WORDS } from '../../copy/console';
import { consoleCall, toast } from './api';
import { useCatalogue } from '../../stores/catalogue';

type Sub = ConsoleCustomer['subscriptions'][number];

/** The changes that ask for confirmation (and their fields) in an `s-modal`. */
type Kind = 'pause' | 'resume' | 'date' | 'frequency' | 'product' | 'ship' | 'cancel' | 'address';

/** A call: path under the record, method and body from the fields. */
type Call = (values: Values) => { path: string; method: 'GET' | 'POST' | 'DELETE'; body?: unknown };

/** One of the actions the table gives staff (src/domain/subscription-action-table.ts), at its method and path. */
const staffCall = (action: DoorAction<'staff'>, body?: unknown) => ({ ...actionRoute(action), body });
/** The customer's own legacy call (functions/routes/legacy-subscriptions.ts): legacy records are not in the table. */
const legacyPost = (path: string, body?: unknown) => ({ path, method: 'POST' as const, body });

interface ModalSpec {
  heading: string;
  confirm: string;
  critical?: boolean;
  /** What it says before the fields. */
  intro: string;
  /** `cat`: the shop's catalogue on the page, null while there is none. */
  fields: (values: Values, set: (name: string, value: string) => void, cat: Catalogue | null) => ReactNode;
  /** The call for a subscription. */
  call: Call;
  /** The customer's own legacy call for it (functions/routes/legacy-subscriptions.ts); none: not offered for a legacy subscription. */
  legacyCall?: Call;
  done: string;
}
type Values = Record<string, string>;

const on = (set: (name: string, value: string) => void, name: string) => (e: Event) => set(name, (e.currentTarget as HTMLInputElement).value);

const dateField = (label: string, name: string, values: Values, set: (name: string, value: string) => void) => (
  <s-date-field label={label} value={values[name] ?? ''} onChange={on(set, name)} />
);

const frequencySelect = (values: Values, set: (name: string, value: string) => void) => (
  <s-select label="Deliver every" value={values.frequency ?? ''} onChange={on(set, 'frequency')}>
    {FREQUENCY_OPTIONS_DAYS.map((d) => (
      <s-option key={d} value={String(d)}>
        {d} days
      </s-option>
    ))}
  </s-select>
);

const MODALS: Record<Kind, ModalSpec> = {
  pause: {
    heading: 'Pause the subscription',
    intro: 'No delivery is sent or charged while it is paused.',
    confirm: 'Pause',
    fields: (values, set) => (
      <>
        <s-select label="Pause" value={values.how ?? 'until'} onChange={on(set, 'how')}>
          <s-option value="until">Until a date</s-option>
          <s-option value="resumed">Until it is resumed</s-option>
        </s-select>
        {(values.how ?? 'until') === 'until' && dateField('Resume on (shop’s day)', 'until', values, set)}
      </>
    ),
    call: (v) => staffCall('pause', (v.how ?? 'until') === 'until' ? { until: v.until } : { days: null }),
    done: 'Subscription paused',
  },
  resume: {
    heading: 'Resume the subscription',
    intro: 'The next delivery is charged on the day you choose.',
    confirm: 'Resume',
    fields: (values, set) => dateField('Next delivery on (shop’s day)', 'date', values, set),
    call: (v) => staffCall('resume', { nextDeliveryDate: v.date }),
    done: 'Subscription resumed',
  },
  date: {
    heading: 'Change the next delivery date',
    intro: 'Later deliveries follow on from this one.',
    confirm: 'Change date',
    fields: (values, set) => dateField('Next delivery on (shop’s day)', 'date', values, set),
    call: (v) => staffCall('changeDate', { date: v.date }),
    legacyCall: (v) => legacyPost('update-date', { nextDelivery: v.date }),
    done: 'Next delivery moved',
  },
  frequency: {
    heading: 'Change how often it ships',
    intro: 'The next delivery keeps its date.',
    confirm: 'Change frequency',
    fields: (values, set) => frequencySelect(values, set),
    call: (v) => staffCall('changeFrequency', { newFrequency: Number(v.frequency) }),
    legacyCall: (v) => legacyPost('update-frequency', { frequency: Number(v.frequency) }),
    done: 'Delivery frequency changed',
  },
  product: {
    heading: 'Change the recipe or bag',
    intro: 'A new recipe: the customer is e-mailed the day-by-day switch-over for its first bag.',
    confirm: 'Change recipe or bag',
    fields: (values, set, cat) => (
      <>
        <s-select label="Recipe and bag" value={values.variantId ?? ''} onChange={on(set, 'variantId')}>
          {(cat?.kibbles ?? []).flatMap((p) =>
            p.variants.map((variant) => (
              <s-option key={variant.id} value={variant.id}>
                {kibbleVariantTitle(p, variant)}
              </s-option>
            )),
          )}
        </s-select>
        {frequencySelect(values, set)}
      </>
    ),
    call: (v) => staffCall('changeProduct', { variantId: v.variantId, frequency: Number(v.frequency) }),
    legacyCall: (v) => legacyPost('change-product-and-frequency', { variantId: v.variantId, frequency: Number(v.frequency) }),
    done: 'Recipe or bag changed',
  },
  ship: {
    heading: 'Ship now',
    intro: 'This charges the customer’s card now and creates the order; later deliveries follow on from today.',
    confirm: 'Charge and ship now',
    critical: true,
    fields: () => null,
    call: () => staffCall('shipNow', { date: shopToday(new Date()) }),
    legacyCall: () => legacyPost('ship-today-webhook'),
    done: 'Order created and charged',
  },
  cancel: {
    heading: 'Cancel the subscription',
    intro: 'No more deliveries are sent or charged. The customer can restart it later.',
    confirm: 'Cancel subscription',
    critical: true,
    fields: (values, set) => (
      <>
        <s-select label="Reason" value={values.reason ?? ''} onChange={on(set, 'reason')}>
          <s-option value="">No listed reason</s-option>
          {CANCEL_REASONS.map((r) => (
            <s-option key={r} value={r}>
              {r}
            </s-option>
          ))}
        </s-select>
        <s-text-area label="What the customer said" value={values.note ?? ''} onInput={on(set, 'note')} />
      </>
    ),
    call: (v) => staffCall('cancel', { reason: v.reason ?? '', otherReason: v.note ?? '' }),
    // The legacy form needs a listed reason: none chosen is its "Other", with what the customer said.
    legacyCall: (v) => legacyPost('cancel', { reason: v.reason || OTHER_CANCEL_REASON, otherReason: v.note ?? '' }),
    done: 'Subscription cancelled',
  },
  address: {
    heading: 'Change the delivery address',
    intro: 'New Zealand addresses only.',
    confirm: 'Save address',
    fields: (values, set) => (
      <>
        {(
          [
            ['address1', 'Street address'],
            ['address2', 'Apartment, suite (optional)'],
            ['city', 'City'],
            ['province', 'Region'],
            ['zip', 'Postcode'],
          ] as const
        ).map(([name, label]) => (
          <s-text-field key={name} label={label} value={values[name] ?? ''} onInput={on(set, name)} />
        ))}
      </>
    ),
    call: (v) => staffCall('updateAddress', addressOf(v)),
    legacyCall: (v) => legacyPost('update-address', { address: addressOf(v) }),
    done: 'Delivery address changed',
  },
};

const addressOf = (v: Values) => ({
  address1: v.address1 ?? '',
  address2: v.address2 ?? '',
  city: v.city ?? '',
  province: v.province ?? '',
  zip: v.zip ?? '',
  country: 'New Zealand',
});

/** The fields' first values: the dates the customer's own dialogs would offer. */
function startValues(kind: Kind, sub: Sub, cat: Catalogue | null): Values {
  const today = shopToday(new Date());
  if (kind === 'pause') return { how: 'until', until: addInterval(today, 30) };
  if (kind === 'resume') return { date: addInterval(today, 1) };
  if (kind === 'date') return { date: sub.next ?? addInterval(today, 1) };
  if (kind === 'frequency') return { frequency: String(sub.frequencyDays) };
  if (kind === 'product') return { variantId: sub.variantId ?? cat?.kibbles[0]?.variants[0]?.id ?? '', frequency: String(sub.frequencyDays) };
  return {};
}

/**
 * What staff can do for the customer on one subscription (issue 49): skip and put back straight
 * away (both undo each other); the rest after confirming in a modal. Each is the customer's own
 * action, recorded as done by the shop (functions/console/act-for-customer.ts).
 */
export function StaffActions({
  customerId,
  sub,
  onDone,
  legacy = false,
  canShip = true,
}: {
  customerId: string;
  sub: Sub;
  onDone: () => void;
  legacy?: boolean;
  /** "Ship today" can be charged (a legacy subscription in Shopify mode cannot: ConsoleCustomer's reorderNow). */
  canShip?: boolean;
}) {
  const modal = useRef<HTMLElementTagNameMap['s-modal']>(null);
  const catalogue = useCatalogue();
  const [kind, setKind] = useState<Kind | null>(null);
  const [values, setValues] = useState<Values>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `customers/${encodeURIComponent(customerId)}/${legacy ? 'legacy-subscriptions' : 'subscriptions'}/${encodeURIComponent(sub.id)}`;
  const label = sub.product || 'subscription';

  const run = async ({ path, method, body }: ReturnType<Call>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await consoleCall(path ? `${base}/${path}` : base, { method, body });
      toast(done);
      modal.current?.hideOverlay();
      onDone();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (kind) setProblem(message);
      else toast(message, true);
    } finally {
      setBusy(false);
    }
  };
  const open = (k: Kind) => {
    setKind(k);
    setValues(startValues(k, sub, catalogue));
    setProblem(null);
    modal.current?.showOverlay();
  };
  const spec = kind ? MODALS[kind] : null;
  const active = sub.status === 'ACTIVE';
  // A legacy subscription offers only the changes its customer has a call for (MODALS' legacyCall).
  const button = (k: Kind, text: string, show: boolean, critical = false) =>
    show &&
    (!legacy || MODALS[k].legacyCall) && (
      <s-button key={k} onClick={() => open(k)} disabled={busy} tone={critical ? 'critical' : undefined} accessibilityLabel={`${text}: ${label}`}>
        {text}
      </s-button>
    );

  return (
    <s-stack direction="inline" gap="small">
      {legacy && <s-text color="subdued">{CONSOLE_LEGACY_WORDS.noSkipOrPause}</s-text>}
      {legacy && !canShip && <s-text color="subdued">{CONSOLE_LEGACY_WORDS.noShipToday}</s-text>}
      {!legacy && active && sub.next && (
        <s-button
          disabled={busy}
          accessibilityLabel={`Skip the delivery of ${consoleDay(sub.next)}: ${label}`}
          onClick={() => {
            setKind(null);
            void run(staffCall('skip', { date: sub.next }), `Delivery of ${consoleDay(sub.next)} skipped`);
          }}
        >
          Skip next delivery
        </s-button>
      )}
      {sub.skipped.map((day) => (
        <s-button
          key={day}
          disabled={busy}
          accessibilityLabel={`Put back the delivery of ${consoleDay(day)}: ${label}`}
          onClick={() => {
            setKind(null);
            void run(staffCall('unskip', { date: day }), `Delivery of ${consoleDay(day)} put back`);
          }}
        >
          Put back {consoleDay(day)}
        </s-button>
      ))}
      {button('pause', 'Pause', active)}
      {button('resume', 'Resume', sub.status === 'PAUSED' || sub.status === 'CANCELLED')}
      {button('date', 'Change date', active)}
      {button('frequency', 'Change frequency', active)}
      {button('product', 'Change recipe or bag', active)}
      {button('ship', legacy ? 'Ship today' : 'Ship now', active && canShip)}
      {button('address', 'Change address', sub.status !== 'CANCELLED')}
      {button('cancel', 'Cancel', sub.status !== 'CANCELLED', true)}
      <s-modal ref={modal} id={`staff-${sub.id}`} heading={spec?.heading ?? 'Change the subscription'}>
        {spec && (
          <>
            <s-paragraph>{spec.intro}</s-paragraph>
            {spec.fields(values, (name, value) => setValues((v) => ({ ...v, [name]: value })), catalogue)}
            {problem && (
              <s-banner tone="critical" heading="Not changed">
                {problem}
              </s-banner>
            )}
            <s-button
              slot="primary-action"
              variant="primary"
              tone={spec.critical ? 'critical' : undefined}
              disabled={busy}
              onClick={() => {
                const c = (legacy && spec.legacyCall) || spec.call;
                void run(c(values), spec.done);
              }}
            >
              {spec.confirm}
            </s-button>
            <s-button slot="secondary-actions" onClick={() => modal.current?.hideOverlay()}>
              Keep as it is
            </s-button>
          </>
        )}
      </s-modal>
    </s-stack>
  );
}
