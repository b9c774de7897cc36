/** The D1 engine: subscriptions, orders and charges kept in our own database (the local default). */
import type { Commerce } from '../port';
import { productOfVariant, treatsCollection } from './catalogue';
import { addLegacyItems, removeLegacyItem } from './legacy/items';
import { listLegacy, quickCheckoutUrl } from './legacy/reads';
import { cancelLegacy, changeLegacyProduct, updateLegacyAddress, updateLegacyDate, updateLegacyFrequency } from './legacy/settings';
import { shipToday } from './legacy/ship-today';
import { listOrders } from './orders';
import { runDueBilling } from './renewals';
import { cancel } from './subscriptions/cancel';
import { acceptCancelOffer, showCancelOffers } from './subscriptions/cancel-offers';
import { changeDate } from './subscriptions/change-date';
import { changeFrequency } from './subscriptions/change-frequency';
import { changeProduct } from './subscriptions/change-product';
import { addSubscriptionItems, removeSubscriptionItem } from './subscriptions/items';
import { pause } from './subscriptions/pause';
import { planFitOf } from './subscriptions/plan-fit';
import { getSubscription, listSubscriptions } from './subscriptions/reads';
import { resume } from './subscriptions/resume';
import { retryPayment } from './subscriptions/retry-payment';
import { shipNow } from './subscriptions/ship-now';
import { skip } from './subscriptions/skip';
import { unskip } from './subscriptions/unskip';
import { updateAddress } from './subscriptions/update-address';
import { updateBilling } from './subscriptions/update-billing';
import { currentCatalogue } from '../../catalogue/reader';

export const d1Commerce = {
  name: 'd1',
  subscriptions: {
    list: listSubscriptions,
    get: getSubscription,
    planFit: planFitOf,
    updateBilling,
    addItems: addSubscriptionItems,
    removeItem: removeSubscriptionItem,
    shipNow,
    retryPayment,
    changeDate,
    pause,
    resume,
    updateAddress,
    changeFrequency,
    changeProduct,
    cancel,
    skip,
    unskip,
    cancelOffers: showCancelOffers,
    acceptCancelOffer,
  },
  legacy: {
    list: listLegacy,
    quickCheckoutUrl,
    shipToday,
    addItems: addLegacyItems,
    removeItem: removeLegacyItem,
    updateDate: updateLegacyDate,
    updateFrequency: updateLegacyFrequency,
    cancel: cancelLegacy,
    updateAddress: updateLegacyAddress,
    changeProduct: changeLegacyProduct,
  },
  orders: { list: listOrders },
  catalogue: { treats: async (req) => treatsCollection(await currentCatalogue(req.db)), productOfVariant },
  billDue: runDueBilling,
} satisfies Commerce;
