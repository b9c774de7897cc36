import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { SessionAnswer } from '../../domain/schemas/auth';
import { $hasActiveSubscription, $legacyPanel, $orders, $recommendations, $subscriptions, loadDashboard, refreshRecommendations } from '../../stores/dashboard';
import { $petData, loadPets, type PetRecord } from '../../stores/pets';
import { DashboardDialogs } from './sections/DashboardDialogs';
import { FeedingSummary } from './sections/FeedingSummary';
import { FurbabysSection } from './sections/FurbabysSection';
import { InstallBanner } from './sections/InstallBanner';
import { LegacyPanel } from './sections/LegacyPanel';
import { OrderCard } from './sections/OrderCard';
import { OrderHistory } from './sections/OrderHistory';
import { PaymentBanner } from './sections/PaymentBanner';
import { RecommendedPlans } from './sections/RecommendedPlans';
import { SubscriptionsSection } from './sections/SubscriptionsSection';
import { Toasts } from './sections/Toasts';
import './sections/sections.css';

/**
 * The logged-in dashboard's sections, in the spec's order (001 §2 state 4): the payment and
 * install banners, subscriptions with 'Add Treats' and My Next Order, the latest order, the
 * legacy panel, 'My Furbabys' with '+ Add Dog', the feeding-plan summary, 'My Order History',
 * the recommended plans when no subscription is active, and the one open dialog. Each part
 * loads on its own; a failed load leaves the others working.
 */
export function DashboardSections({ customer, children }: { customer: SessionAnswer; children?: ReactNode }) {
  const orders = useStore($orders);
  const legacy = useStore($legacyPanel);
  const hasActive = useStore($hasActiveSubscription);
  const subscriptions = useStore($subscriptions);
  const recommendations = useStore($recommendations);
  const petData = useStore($petData);

  useEffect(() => {
    void loadDashboard(customer.customerId);
    loadPets().catch(() => undefined); // 'Failed to load dashboard data' is not displayed (001 §8)
  }, [customer.customerId]);

  const pets = petData.pets as PetRecord[];
  const petKey = JSON.stringify(pets.map((p) => [p.id, p.weight, p.life_stage, p.activity_level, p.body_condition, p.percent_kibble, p.includeInFamilyFeedingPlan]));
  useEffect(() => {
    void refreshRecommendations(pets);
    // Refetch when the dogs' feeding details change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [petKey]);

  const latest = orders.items[0] ?? null;
  return (
    <div className="fb-dash-sections">
      <PaymentBanner />
      <InstallBanner />
      <SubscriptionsSection />
      {latest ? <OrderCard order={latest} /> : null}
      {legacy ? <LegacyPanel legacy={legacy} /> : null}
      <FurbabysSection />
      <FeedingSummary customerEmail={customer.customerEmail} />
      <OrderHistory orders={orders.items} loading={orders.status !== 'ready' && orders.items.length === 0} />
      {subscriptions.status === 'ready' && !hasActive ? <RecommendedPlans recommendations={recommendations} /> : null}
      <DashboardDialogs customerEmail={customer.customerEmail} />
      <Toasts />
      {children}
    </div>
  );
}
