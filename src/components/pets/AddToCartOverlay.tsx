import { useVisibleAreaStyle } from '../embed/visible-area-style';

/**
 * The Add To Cart loading overlay (spec 000 §4): shown while the shop adds the plan to its
 * cart, ended by CART_PAGE_LOADED or after 5 seconds (the caller's timers). A live status, not
 * a dialog: there is nothing to choose, and focus stays where it was.
 */
export function AddToCartOverlay() {
  const placement = useVisibleAreaStyle();
  return (
    <div className="pets-backdrop add-to-cart-overlay" style={placement}>
      <div role="status" aria-live="polite" className="pets-dialog">
        <span className="spinner" aria-hidden="true" />
        <p>Adding your feeding plan to the cart…</p>
      </div>
    </div>
  );
}
