import { useEffect, useRef, useState } from 'react';
import { findKibble } from '../../domain/catalogue';
import { TIMERS_MS } from '../../copy/timers';
import { addToCartMessage } from '../../embed/messages';
import type { PetsData } from '../../domain/schemas/pet';
import { $catalogue } from '../../stores/catalogue';
import { $embed, navigateTop, onParentMessage, postToParent, shopUrl } from '../../stores/embed';
import type { PlanChoice } from './AdjustFrequency';

/**
 * Add To Cart (spec 000 §4): shows the loading overlay, tells the shop page to add the plan
 * (TRIGGER_ADD_TO_CART with bag size, frequency and the full data) and to close its modal
 * (CLOSE_PET_MODAL). The overlay ends on CART_PAGE_LOADED or after 5 seconds.
 *
 * Standalone (no shop around us) the owner goes to the kibble's page on the shop with the
 * variant, size and frequency in its query (spec 001 §2: shop product links). The variant and
 * selling plan are the page's catalogue's; without it nothing is added.
 */
export function useAddToCart() {
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const off = onParentMessage('CART_PAGE_LOADED', () => {
      clearTimeout(timer.current);
      setAdding(false);
    });
    return () => {
      off();
      clearTimeout(timer.current);
    };
  }, []);

  function addToCart(data: PetsData, plan: PlanChoice): boolean {
    const catalogue = $catalogue.get();
    if (!catalogue) return false;
    const productId = data.productId ?? '';
    const message = addToCartMessage(catalogue, { productId, bagSize: plan.bag_size, frequency: plan.frequency, data: JSON.stringify(data) });
    if (!message) return false;
    setAdding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdding(false), TIMERS_MS.addToCartOverlay);
    const { framed, allowed } = $embed.get();
    if (framed && allowed) {
      postToParent(message);
      postToParent({ type: 'CLOSE_PET_MODAL' });
      return true;
    }
    const handle = findKibble(catalogue, productId)?.handle;
    const query = new URLSearchParams({ variant: String(message.variantId), size: String(plan.bag_size), frequency: String(message.frequency) });
    const url = handle ? shopUrl(`/products/${handle}?${query}`) : null;
    if (url && !navigateTop(url)) window.open(url, '_blank', 'noopener');
    return url !== null;
  }

  return { adding, addToCart };
}
