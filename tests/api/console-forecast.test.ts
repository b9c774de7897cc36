/**
 * GET /api/console/forecast(.csv) on a fixed data set, every figure counted by hand. Dogs: one
 * 10 kg adult of typical activity and condition per family that has one, eating 163 g of
 * Chicken (3380 kcal/kg) a day (src/domain/plan-fit.ts familyDailyGrams's example). T is today.
 *
 * - S1 Sam: Chicken 15 kg every 28 days, next T+2, T+30 skipped. Ships T+2 | T+2 | T+2, T+58,
 *   T+86. Lasts 92 days for 28: oversupplies by 15000/28 − 163 = 372.71 g a day.
 * - S2 Alex: Chicken 2.5 kg every 28 days, next T+1. Ships T+1 | T+1, T+29 | T+1, T+29, T+57,
 *   T+85. Lasts 15 days for 28: runs out early by 163 − 2500/28 = 73.71 g a day.
 * - S3 Kiri (no dogs): Luxe Lamb 5 kg × 2 every 14 days, paused until T+10. Ships none |
 *   T+10, T+24 | T+10, 24, 38, 52, 66, 80.
 * - S4 Sam: paused with no end date, S5 Sam: cancelled: ship nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleForecast } from '../../src/domain/schemas/console';
import { consoleCall } from './console-helpers';
import { CHICKEN_15KG, daysFromToday, DEMO, LAMB_5KG, makeSubscription, today } from './subscription-helpers';

const CHICKEN_2_5KG = '47100000000100';
const KIRI = '7001000000999';

beforeAll(async () => {
  const at = new Date().toISOString();
  await env.DB.batch([
    ...['DELETE FROM subscriptions', 'DELETE FROM pets'].map((q) => env.DB.prepare(q)),
    env.DB.prepare(
      "INSERT INTO customers (id, email, first_name, last_name, created_at, updated_at) VALUES (?1, 'kiri@example.com', 'Kiri', 'Walker', ?2, ?2)",
    ).bind(KIRI, at),
    ...[DEMO.customerId, DEMO.otherCustomerId].map((id) =>
      env.DB.prepare("INSERT INTO pets (id, customer_id, name, weight_kg, created_at, updated_at) VALUES (?1, ?2, 'Tama', 10, ?3, ?3)").bind(
        `pet_${id}`,
        id,
        at,
      ),
    ),
  ]);
  await makeSubscription({ variantId: CHICKEN_15KG, frequency: 28, next: daysFromToday(2), skippedDays: [daysFromToday(30)] });
  await makeSubscription({ customerId: DEMO.otherCustomerId, variantId: CHICKEN_2_5KG, frequency: 28, next: daysFromToday(1) });
  const s3 = await makeSubscription({ customerId: KIRI, variantId: LAMB_5KG, frequency: 14, status: 'PAUSED', next: null });
  await env.DB.batch([
    env.DB.prepare('UPDATE subscriptions SET paused_until = ?2 WHERE id = ?1').bind(s3, daysFromToday(10)),
    env.DB.prepare('UPDATE subscription_items SET quantity = 2 WHERE subscription_id = ?1').bind(s3),
  ]);
  await makeSubscription({ status: 'PAUSED', next: null });
  await makeSubscription({ status: 'CANCELLED', next: null });
});

const CHICKEN = 'Chicken Dog Box';
const LAMB = 'Luxe Lamb';
/** `bags` bags of `bagKg` shipped of a recipe, and their weight. */
const shipped = (recipe: string, bagKg: number, bags: number) => ({ recipe, bagKg, bags, kg: bagKg * bags });
/** What ships of a recipe beside what the dogs eat of it. */
const eaten = (recipe: string, shipKg: number, eatKg: number) => ({ recipe, shipKg, eatKg });

/**
 * Each window's figures, counted by hand from the schedule above: the dogs eat 2 × 163 g a day of
 * Chicken; S2 runs out early by 73.71 g a day and S1 oversupplies by 372.71 g a day, times the days.
 */
const WINDOWS = [
  // S1 T+2, S2 T+1. Eaten 2.282 kg; 0.516 kg short; 2.609 kg over.
  { days: 7, ship: [shipped(CHICKEN, 15, 1), shipped(CHICKEN, 2.5, 1)], recipes: [eaten(CHICKEN, 17.5, 2.3)], shortKg: 0.5, overKg: 2.6 },
  // S1 T+2; S2 T+1, T+29; S3 two bags on T+10, T+24. Eaten 9.78 kg; 2.211 kg short; 11.181 kg over.
  {
    days: 30,
    ship: [shipped(LAMB, 5, 4), shipped(CHICKEN, 15, 1), shipped(CHICKEN, 2.5, 2)],
    recipes: [eaten(CHICKEN, 20, 9.8), eaten(LAMB, 20, 0)],
    shortKg: 2.2,
    overKg: 11.2,
  },
  // S1 three times, S2 four, S3 two bags six times. Eaten 29.34 kg; 6.634 kg short; 33.544 kg over.
  {
    days: 90,
    ship: [shipped(LAMB, 5, 12), shipped(CHICKEN, 15, 3), shipped(CHICKEN, 2.5, 4)],
    recipes: [eaten(CHICKEN, 55, 29.3), eaten(LAMB, 60, 0)],
    shortKg: 6.6,
    overKg: 33.5,
  },
];

describe('GET /api/console/forecast', () => {
  it('answers today and the three windows, a week, a month and a quarter', async () => {
    const res = await consoleCall('GET', '/api/console/forecast');
    expect(res.status).toBe(200);
    const body = await res.json<ConsoleForecast>();
    expect(body.today).toBe(today());
    expect(body.windows.map((w) => w.days)).toEqual(WINDOWS.map((w) => w.days));
  });

  it.each(WINDOWS)(
    'ships per recipe and bag size over $days days from the schedule with the skip and the pauses applied, beside what the dogs eat',
    async ({ days, ship, recipes, shortKg, overKg }) => {
      const body = await (await consoleCall('GET', '/api/console/forecast')).json<ConsoleForecast>();
      expect(body.windows.find((w) => w.days === days)).toEqual({
        days,
        ship,
        recipes,
        runsOutEarly: { subscriptions: 1, kg: shortKg },
        oversupplies: { subscriptions: 1, kg: overKg },
      });
    },
  );

  it('ships by week for the next 13 weeks, each week 7 days from today, by recipe and bag size', async () => {
    const body = await (await consoleCall('GET', '/api/console/forecast')).json<ConsoleForecast>();
    // Week w holds the days T+7w … T+7w+6. S1 ships T+2 (w0), T+58 (w8), T+86 (w12), T+30 skipped;
    // S2 T+1 (w0), T+29 (w4), T+57 (w8), T+85 (w12); S3 two 5 kg bags on T+10, 24, 38, 52, 66, 80 (w1, 3, 5, 7, 9, 11).
    const chicken15 = { recipe: 'Chicken Dog Box', bagKg: 15, bags: 1, kg: 15 };
    const chicken2 = { recipe: 'Chicken Dog Box', bagKg: 2.5, bags: 1, kg: 2.5 };
    const lamb = { recipe: 'Luxe Lamb', bagKg: 5, bags: 2, kg: 10 };
    expect(body.weeks).toEqual(
      [[chicken15, chicken2], [lamb], [], [lamb], [chicken2], [lamb], [], [lamb], [chicken15, chicken2], [lamb], [], [lamb], [chicken15, chicken2]].map(
        (lines, w) => ({ start: daysFromToday(7 * w), lines }),
      ),
    );
    // The 13 weeks hold the 90-day window's kilograms (nothing ships on day 91).
    expect(body.weeks.flatMap((w) => w.lines).reduce((kg, l) => kg + l.kg, 0)).toBe(115);
  });

  it('downloads the same shipping lines as CSV', async () => {
    const res = await consoleCall('GET', '/api/console/forecast.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="kibble-forecast-${today()}.csv"`);
    expect(await res.text()).toBe(
      [
        'days,recipe,bag_kg,bags,kg_to_ship',
        '7,"Chicken Dog Box",15,1,15',
        '7,"Chicken Dog Box",2.5,1,2.5',
        '30,"Luxe Lamb",5,4,20',
        '30,"Chicken Dog Box",15,1,15',
        '30,"Chicken Dog Box",2.5,2,5',
        '90,"Luxe Lamb",5,12,60',
        '90,"Chicken Dog Box",15,3,45',
        '90,"Chicken Dog Box",2.5,4,10',
        '',
      ].join('\r\n'),
    );
  });
});
