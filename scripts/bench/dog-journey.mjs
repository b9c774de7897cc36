// The scheduled job's dogs at size (issue 50): what a cron run costs with 10,000 dogs, of which a
// few hundred are near a 1st or 8th birthday and a few thousand are puppies or on a diet. The
// first run of a month sends every weigh-in reminder and the birthday notices due (into the local
// outbox, as production's CRM would take them); a second run 15 minutes later finds everything
// claimed and sends nothing, the cost every other run of the month pays. Each run is timed by the
// job's own record (scheduled_runs: started and finished by the Worker), so the figure is the
// whole scheduled event, billing and clean-up included (with no subscriptions here, next to nothing).
// Run alone: npx tsx scripts/bench/dog-journey.mjs (the machine is shared: one figure is a hint).
import { pathToFileURL } from 'node:url';
import { fireScheduled } from '../lib/local-cron.mjs';
import { queryDb, startServer } from './server.mjs';

export const DOG_JOURNEY_SIZE = { dogs: 10_000, perCustomer: 4 };

/** 10,000 dogs four to a customer, born over ten years (about 2.7 a day), every 5th with a target weight. */
function seedSql({ dogs, perCustomer }) {
  const customers = Math.ceil(dogs / perCustomer);
  const at = new Date().toISOString();
  // Dogs of long standing: a dog added in the last three weeks gets no weigh-in reminder (REMINDER_QUIET_DAYS).
  const added = new Date(Date.now() - 60 * 86_400_000).toISOString();
  const today = new Date(Date.now() + 12 * 3_600_000).toISOString().slice(0, 10); // the shop's day (+12:00)
  return `
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${customers})
INSERT INTO customers (id, email, first_name, created_at, updated_at)
  SELECT 'cust_dogs_' || i, 'dogs' || i || '@example.com', 'Owner', '${at}', '${at}' FROM c;
WITH RECURSIVE d(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM d WHERE i < ${dogs})
INSERT INTO pets (id, customer_id, name, dob, weight_kg, life_stage, position, created_at, updated_at)
  SELECT 'pet_dogs_' || i, 'cust_dogs_' || (1 + (i - 1) / ${perCustomer}), 'Dog ' || i, date('${today}', '-' || (i % 3650) || ' days'),
    4 + i % 40, CASE WHEN i % 3650 < 365 THEN 'puppy' WHEN i % 3650 >= 2920 THEN 'senior' ELSE 'adult' END, (i - 1) % ${perCustomer}, '${added}', '${at}' FROM d;
WITH RECURSIVE d(i) AS (SELECT 5 UNION ALL SELECT i + 5 FROM d WHERE i + 5 <= ${dogs})
INSERT INTO pet_journeys (pet_id, customer_id, target_weight_kg, updated_at)
  SELECT 'pet_dogs_' || i, 'cust_dogs_' || (1 + (i - 1) / ${perCustomer}), 3 + i % 40, '${at}' FROM d;
`;
}

/** Fires the scheduled event as of `time` and waits for its recorded end; wall-clock ms from firing to that end. */
async function timedRun(server, time, { timeoutMs = 300_000 } = {}) {
  const fired = Date.now();
  await fireScheduled(server.origin, time);
  const startedAt = new Date(time).toISOString();
  const waited = performance.now();
  for (;;) {
    const [row] = await queryDb(server, `SELECT finished_at, outcome, error FROM scheduled_runs WHERE started_at = '${startedAt}'`);
    if (row?.outcome === 'failed') throw new Error(`the scheduled run failed: ${row.error}`);
    if (row?.outcome === 'ok') return Date.parse(row.finished_at) - fired;
    if (performance.now() - waited > timeoutMs) throw new Error(`the scheduled run did not finish in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The first run of a month (sending) and the next (nothing left to send), with what was sent. */
export async function measureDogJourney() {
  const server = await startServer({ seedSql: seedSql(DOG_JOURNEY_SIZE) });
  try {
    const now = Date.now();
    const firstRunMs = await timedRun(server, now);
    const [sent] = await queryDb(
      server,
      "SELECT SUM(kind = 'weigh-in') AS reminders, SUM(kind = 'dog-birthday') AS birthdays FROM outbox WHERE kind IN ('weigh-in', 'dog-birthday')",
    );
    const [changed] = await queryDb(server, 'SELECT COUNT(*) AS n FROM pet_birthdays WHERE outcome IS NOT NULL');
    const nextRunMs = await timedRun(server, now + 15 * 60_000);
    return { dogs: DOG_JOURNEY_SIZE.dogs, firstRunMs, nextRunMs, reminders: sent.reminders, birthdayMails: sent.birthdays, stagesDecided: changed.n };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measureDogJourney());
}
