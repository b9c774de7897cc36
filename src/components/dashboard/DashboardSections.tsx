import { useStore } from '@nanostores/react';
import { memo, startTransition, useEffect, useState } from 'react';
import {
  $hasActiveSubscription,
  $legacy,
  $legacyPanel,
  $orders,
  $ordersMore,
  $paymentBannerVisible,
  $recommendations,
  $subscriptions,
  loadDashboard,
  followPetsForRecommendations,
  followPlanFit,
  loadMoreDashboardOrders,
} from '../../stores/dashboard';
import { $installBannerShown } from '../../stores/install';
import { $petsLoad, loadPets } from '../../stores/pets';
import { takeEarlyLoad } from './early-loads';
import type { DashboardSectionsProps } from './sections-slot';
import { FeedingSummary } from './sections/FeedingSummary';
import { FurbabysSection } from './sections/FurbabysSection';
import { InstallBanner } from './sections/InstallBanner';
import { LazyDashboardDialogs, preloadDashboardDialogs } from './sections/LazyDashboardDialogs';
import { afterNextPaint } from '../../lib/after-next-paint';
import { whenIdle } from '../../lib/when-idle';
import { LegacyPanel } from './sections/LegacyPanel';
import { OrderCard } from './sections/OrderCard';
import { OrderHistory } from './sections/OrderHistory';
import { PaymentBanner } from './sections/PaymentBanner';
import { BagNotSoldNotice } from './sections/BagNotSoldNotice';
import { RecommendedPlans } from './sections/RecommendedPlans';
import { SubscriptionsSection } from './sections/SubscriptionsSection';
import { Toasts } from './sections/Toasts';
// The sections' styles, then the buttons, fields, spinners and dialogs they share with the pets
// pages, whose rules win where both set something (the dialogs' widths): the order the page has
// always had.
import './sections/sections.css';
import '../pets/pets.css';

// Each section reads its own stores: re-rendered when its props change, not whenever one of the
// stores read here changes (a late answer such as the recommendations re-rendered them all, a
// long task on a phone).
const Memo = {
  SubscriptionsSection: memo(SubscriptionsSection),
  OrderCard: memo(OrderCard),
  LegacyPanel: memo(LegacyPanel),
  FurbabysSection: memo(FurbabysSection),
  FeedingSummary: memo(FeedingSummary),
  OrderHistory: memo(OrderHistory),
  RecommendedPlans: memo(RecommendedPlans),
};

/** How many steps the sections appear in (see useRevealSteps). */
export const REVEAL_STEPS = 6;

/**
 * The logged-in dashboard's sections, in the spec's order (001 §2 state 4): the payment and
 * install banners, subscriptions with 'Add Treats' and My Next Order, the latest order, the
 * legacy panel, 'My Furbabys' with '+ Add Dog', the feeding-plan summary, 'My Order History',
 * the recommended plans when no subscription is active, and the one open dialog. Each part
 * loads on its own; a failed load leaves the others working.
 *
 * `placeholder` stays until the first loads have all answered (or failed): sections appearing
 * as their data came in would push the ones below them down the screen. Then they appear from
 * the top down over a few frames (useRevealSteps), each step adding below the last.
 */
export function DashboardSections({ customer, placeholder, children }: DashboardSectionsProps) {
  const orders = useStore($orders);
  const ordersMore = useStore($ordersMore);
  const legacy = useStore($legacyPanel);
  const legacyLoad = useStore($legacy);
  const hasActive = useStore($hasActiveSubscription);
  const subscriptions = useStore($subscriptions);
  const recommendations = useStore($recommendations);
  const petsLoad = useStore($petsLoad);
  const paymentBanner = useStore($paymentBannerVisible);

  useEffect(() => {
    void (takeEarlyLoad(customer.customerId) ?? loadDashboard(customer.customerId));
    loadPets().catch(() => undefined); // 'Failed to load dashboard data' is not displayed (001 §8)
    followPetsForRecommendations();
    followPlanFit();
  }, [customer.customerId]);

  // Once shown for a customer, the sections stay (a reload shows each section's own spinner).
  const loaded =
    subscriptions.status === 'ready' &&
    orders.status === 'ready' &&
    legacyLoad.status === 'ready' &&
    (petsLoad.status === 'ready' || petsLoad.status === 'error');
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (loaded) setShownFor(customer.customerId);
  }, [loaded, customer.customerId]);
  const step = useRevealSteps(loaded || shownFor === customer.customerId);

  // The browser offers install at a moment of its own. Offered before the sections appear, the
  // banner takes its place above them; offered once they are on screen, it floats along the
  // bottom of the window instead, rather than pushing everything on screen down.
  const installOffered = useStore($installBannerShown);
  const [installLate, setInstallLate] = useState(false);
  useEffect(() => {
    if (step >= 1 && !installOffered) setInstallLate(true);
  }, [step, installOffered]);

  // Once every section is on screen, the dialogs' code is fetched in a quiet moment: fetched on
  // the pointer's way to a button, it had cost the tap's own frame about 70 ms at 4× CPU (issue 48).
  const allShown = step >= REVEAL_STEPS;
  useEffect(() => (allShown ? whenIdle(preloadDashboardDialogs) : undefined), [allShown]);

  if (step === 0) return placeholder;
  const latest = orders.items[0] ?? null;
  return (
    <div className="fb-dash-sections" ref={preloadOnReach}>
      <PaymentBanner />
      <BagNotSoldNotice />
      <InstallBanner floating={installLate} />
      {/* After the payment banner, if there is one: laid out together they were one long task. */}
      {step >= (paymentBanner ? 2 : 1) ? <Memo.SubscriptionsSection showNextOrder={step >= 3} /> : null}
      {step >= 4 ? (
        <>
          {latest ? <Memo.OrderCard order={latest} /> : null}
          {legacy ? <Memo.LegacyPanel legacy={legacy} /> : null}
          <Memo.FurbabysSection />
        </>
      ) : null}
      {step >= 5 ? <Memo.FeedingSummary customerEmail={customer.customerEmail} /> : null}
      {step >= 6 ? (
        <>
          <Memo.OrderHistory
            orders={orders.items}
            loading={orders.status !== 'ready' && orders.items.length === 0}
            more={ordersMore}
            onLoadMore={() => void loadMoreDashboardOrders()}
          />
          {subscriptions.status === 'ready' && !hasActive ? <Memo.RecommendedPlans recommendations={recommendations} /> : null}
        </>
      ) : null}
      <LazyDashboardDialogs customerEmail={customer.customerEmail} />
      <Toasts />
      {children}
    </div>
  );
}

const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The dialogs' code is fetched as soon as the customer reaches for the sections (pointer, touch
 * or keyboard focus), before the click that opens one needs it. Plain listeners, gone after the
 * first: as React handlers they made React build an event object for every pointer move and
 * focus change of every later tap, for nothing once the code is here (issue 48).
 */
function preloadOnReach(el: HTMLDivElement | null): (() => void) | undefined {
  if (!el) return undefined;
  const stop = () => {
    for (const type of REACH_EVENTS) el.removeEventListener(type, reached, true);
  };
  const reached = () => {
    stop();
    preloadDashboardDialogs();
  };
  for (const type of REACH_EVENTS) el.addEventListener(type, reached, { capture: true, passive: true });
  return stop;
}

/**
 * 0 until `ready`, then 1, 2, … REVEAL_STEPS, one step per frame, each rendered in the
 * background (a transition, which React renders in slices). Laying out every section at once
 * is one long task on a phone, during which the page answers no tap; each step only adds below
 * what is already on screen, so nothing moves.
 */
function useRevealSteps(ready: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!ready || step >= REVEAL_STEPS) return;
    const next = () => startTransition(() => setStep((s) => Math.min(s + 1, REVEAL_STEPS)));
    return afterNextPaint(next);
  }, [ready, step]);
  return step;
}
