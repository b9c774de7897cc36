import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  TOKEN_REQUIRED_MESSAGE,
  checkoutUrlAnswerSchema,
  checkoutUrlRequestSchema,
  customerDataSchema,
  emailPlanBodySchema,
  freeTrialFormSchema,
  freeTrialParamsSchema,
  generateMagicLinkBodySchema,
  loginRequestSchema,
  orderSchema,
  ordersAnswerSchema,
  recommendationSchema,
  recommendationsAnswerSchema,
  recommendationsRequestSchema,
  sessionAnswerSchema,
  shopifyCustomerInfoSchema,
  treatProductSchema,
  treatsAnswerSchema,
  verifyBodySchema,
} from '../../src/domain/schemas';
import { issues } from './schema-issues';
import { buildRecommendations } from '../../src/domain/recommendations';
import { MESSAGES } from '../../src/copy/messages';
import { FREE_TRIAL_REQUIRED_FIELDS_MESSAGE } from '../../src/domain/trial';
import { FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE } from '../../src/domain/weight';

describe('orders', () => {
  const order = {
    id: 5001,
    name: '#1001',
    order_number: 1001,
    created_at: '2025-05-01T10:00:00Z',
    total_price: '131.98',
    fulfillment_status: 'fulfilled',
    order_status_url: 'https://shop.example/orders/abc',
    line_items: [
      { id: 1, title: 'Chicken Dog Box 10kg', price: '124.99', quantity: 1, image: { src: '/a.png' } },
      { id: 2, title: 'Lamb Ear Chews', price: 12.99, image: '/b.png' },
      { id: 3, title: 'Hoki Fish Skins', price: 11.99, image: null },
    ],
    tracking: { tracking_company: 'NZ Post', tracking_number: 'NZ123', tracking_url: null },
  };

  it('normalises ids, money and images', () => {
    const parsed = v.parse(orderSchema, order);
    expect(parsed).toMatchObject({ id: '5001', order_number: '1001', total_price: 131.98, status: null });
    expect(parsed.line_items.map((i) => i.image)).toEqual([{ src: '/a.png' }, { src: '/b.png' }, null]);
    expect(parsed.line_items[1]!.quantity).toBe(1);
    expect(parsed.tracking?.tracking_number).toBe('NZ123');
  });

  it('reads { orders: [] } and rejects an order without a date', () => {
    expect(v.parse(ordersAnswerSchema, {}).orders).toEqual([]);
    expect(v.parse(ordersAnswerSchema, { orders: [order] }).orders).toHaveLength(1);
    expect(v.safeParse(orderSchema, { id: 1 }).success).toBe(false);
  });
});

describe('treats', () => {
  it('parses the collection answer', () => {
    const answer = v.parse(treatsAnswerSchema, {
      products: [
        {
          id: 8800000000001,
          title: 'Venison Jerky Strips',
          image: { src: '/v.svg' },
          variants: [{ id: 1, price: '14.99', sku: 'TRT' }],
        },
      ],
    });
    expect(answer.products[0]).toEqual({
      id: '8800000000001',
      title: 'Venison Jerky Strips',
      image: { src: '/v.svg' },
      variants: [{ id: '1', price: 14.99, sku: 'TRT' }],
    });
    expect(v.parse(treatsAnswerSchema, {}).products).toEqual([]);
    expect(v.safeParse(treatProductSchema, { id: 1, title: 'x' }).success).toBe(false);
  });
});

describe('recommendations', () => {
  it('accepts what buildRecommendations produces', () => {
    const recs = buildRecommendations([{ weight: 10 }], DEMO_CATALOGUE);
    expect(v.parse(recommendationsAnswerSchema, { recommendations: recs }).recommendations).toEqual(recs);
    expect(v.safeParse(recommendationSchema, { ...recs[0], plans: [{ bag_size: 5 }] }).success).toBe(false);
  });

  it('accepts both request shapes', () => {
    expect(v.parse(recommendationsRequestSchema, { pets: [{ name: 'Rex' }] })).toMatchObject({
      customerData: null,
      discount: null,
    });
    const trial = v.parse(recommendationsRequestSchema, {
      pets: [{ name: 'Rex', weight: 44 }],
      customerData: { name: 'Sam', email: ' Sam@Example.com ' },
      discount: ' FREE7DAYTRIAL ',
    });
    expect(trial.customerData?.email).toBe('sam@example.com');
    expect(trial.discount).toBe('FREE7DAYTRIAL');
    expect(v.safeParse(recommendationsRequestSchema, {}).success).toBe(false);
  });
});

describe('checkout-url request', () => {
  it('accepts a catalogue variant and a selling plan, quantity 1', () => {
    expect(
      v.parse(checkoutUrlRequestSchema, {
        variantId: '47100000000201',
        sellingPlanId: 690000000029,
        discount: 'WELCOME20',
      }),
    ).toEqual({
      variantId: '47100000000201',
      sellingPlanId: '690000000029',
      customerData: null,
      quantity: 1,
      discount: 'WELCOME20',
      pageDiscount: null,
      // A visit's campaign (issue 35): none when the page had none.
      attribution: null,
      visitId: null,
      // The dogs to save with the order (issue 61): none from a caller that sends none.
      pets: [],
    });
  });

  // Whether the ids are the catalogue's is the route's check, against the catalogue in D1
  // (tests/api/checkout-url.test.ts): the schema holds their form.
  it('rejects ids that are not ids and other quantities', () => {
    expect(v.safeParse(checkoutUrlRequestSchema, { variantId: '  ', sellingPlanId: '690000000029' }).success).toBe(false);
    expect(v.safeParse(checkoutUrlRequestSchema, { variantId: '47100000000201', sellingPlanId: 1.5 }).success).toBe(false);
    expect(
      v.safeParse(checkoutUrlRequestSchema, {
        variantId: '47100000000201',
        sellingPlanId: '690000000029',
        quantity: 2,
      }).success,
    ).toBe(false);
  });

  it('reads the checkout URL answer', () => {
    expect(v.parse(checkoutUrlAnswerSchema, { checkout_url: 'https://store.example/checkout/1' }).checkout_url).toContain('https://');
    expect(v.safeParse(checkoutUrlAnswerSchema, { checkout_url: 'not a url' }).success).toBe(false);
  });
});

describe('customer and session', () => {
  it('allows empty customer data but checks an e-mail when given', () => {
    expect(v.parse(customerDataSchema, {})).toEqual({ name: '', email: null, firstname: '', lastname: '' });
    expect(v.parse(customerDataSchema, { email: '' }).email).toBeNull();
    expect(issues(customerDataSchema, { email: 'nope' })).toEqual([EMAIL_INVALID_MESSAGE]);
  });

  it('reads the session answer', () => {
    expect(
      v.parse(sessionAnswerSchema, {
        customerId: 42,
        customerName: 'Sam',
        customerEmail: 'demo@example.com',
      }),
    ).toEqual({
      customerId: '42',
      customerName: 'Sam',
      customerEmail: 'demo@example.com',
    });
    expect(v.safeParse(sessionAnswerSchema, {}).success).toBe(false);
  });

  it('accepts customerEmail or email from the shop page', () => {
    expect(v.parse(shopifyCustomerInfoSchema, { customerId: '1', email: 'a@b.nz' }).customerEmail).toBe('a@b.nz');
    expect(v.parse(shopifyCustomerInfoSchema, { customerId: '1', customerEmail: 'c@d.nz', email: 'a@b.nz' }).customerEmail).toBe('c@d.nz');
  });
});

describe('login bodies', () => {
  it('needs a valid e-mail to log in', () => {
    expect(v.parse(loginRequestSchema, { email: ' Demo@Example.com ' })).toEqual({
      email: 'demo@example.com',
    });
    expect(issues(loginRequestSchema, {})).toEqual([EMAIL_REQUIRED_MESSAGE]);
    expect(issues(loginRequestSchema, { email: '  ' })).toEqual([EMAIL_REQUIRED_MESSAGE]);
    expect(issues(loginRequestSchema, { email: 'demo@' })).toEqual([EMAIL_INVALID_MESSAGE]);
  });

  it('needs a token to verify', () => {
    expect(v.parse(verifyBodySchema, { token: ' abc ' })).toEqual({ token: 'abc' });
    expect(issues(verifyBodySchema, {})).toEqual([TOKEN_REQUIRED_MESSAGE]);
    expect(issues(verifyBodySchema, { token: 'x'.repeat(513) })).toEqual([TOKEN_REQUIRED_MESSAGE]);
  });

  it('needs the whole signed request to generate a magic link', () => {
    const body = {
      customerId: 7,
      customerEmail: 'demo@example.com',
      timestamp: '1700000000',
      signature: 'abc123',
    };
    expect(v.parse(generateMagicLinkBodySchema, body)).toEqual({
      ...body,
      customerId: '7',
      timestamp: 1700000000,
    });
    expect(v.safeParse(generateMagicLinkBodySchema, { ...body, signature: '' }).success).toBe(false);
    expect(v.safeParse(generateMagicLinkBodySchema, { ...body, timestamp: 'now' }).success).toBe(false);
  });
});

describe('email-plan body', () => {
  it('normalises the pet data and needs a pet in the family plan', () => {
    const body = v.parse(emailPlanBodySchema, { email: 'sam@example.com', petData: [{ name: 'Rex' }] });
    expect(body.petData.pets).toHaveLength(1);
    expect(body.recommendations).toEqual([]);
    expect(
      issues(emailPlanBodySchema, {
        email: 'sam@example.com',
        petData: { pets: [{ name: 'Rex', includeInFamilyFeedingPlan: false }] },
      }),
    ).toEqual([MESSAGES.noPetIncluded]);
    expect(issues(emailPlanBodySchema, { email: 'x', petData: [{ name: 'Rex' }] })).toEqual([EMAIL_INVALID_MESSAGE]);
  });
});

describe('free-trial form', () => {
  const form = { customerName: 'Sam', customerEmail: 'sam@example.com', name: 'Rex', weight: '12.5' };

  it('normalises the pet values and defaults them', () => {
    expect(v.parse(freeTrialFormSchema, { ...form, activityLevel: 'hyperactive', bodyCondition: 'ideal' })).toEqual({
      ...form,
      weight: 12.5,
      lifeStage: 'adult',
      activityLevel: 'active',
      bodyCondition: 'aboutRight',
    });
  });

  it('reports blank fields with the spec’s message and caps weight at 30 kg', () => {
    expect(issues(freeTrialFormSchema, { ...form, name: ' ' })).toEqual([FREE_TRIAL_REQUIRED_FIELDS_MESSAGE]);
    expect(issues(freeTrialFormSchema, { ...form, customerName: undefined })).toEqual([FREE_TRIAL_REQUIRED_FIELDS_MESSAGE]);
    expect(FREE_TRIAL_REQUIRED_FIELDS_MESSAGE).toBe('Please fill in all required fields.');
    expect(issues(freeTrialFormSchema, { ...form, weight: 30.1 })).toEqual([FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE]);
    expect(v.parse(freeTrialFormSchema, { ...form, weight: 30 }).weight).toBe(30);
    expect(issues(freeTrialFormSchema, { ...form, customerEmail: 'sam@' })).toEqual([EMAIL_INVALID_MESSAGE]);
    expect(issues(freeTrialFormSchema, { ...form, weight: '' })).toEqual([FREE_TRIAL_REQUIRED_FIELDS_MESSAGE]);
  });

  it('reads freeTrialParams from storage without rejecting', () => {
    expect(v.parse(freeTrialParamsSchema, { name: 'Rex', weight: 'x', lifeStage: 'Senior' })).toEqual({
      customerName: '',
      customerEmail: '',
      name: 'Rex',
      weight: 10,
      lifeStage: 'senior',
      activityLevel: 'typical',
      bodyCondition: 'aboutRight',
    });
  });
});
