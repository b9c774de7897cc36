// Prints the demo data as SQL for `wrangler d1 execute --file` (see scripts/prepare-db.mjs).
// `--renewal-due`: the demo subscription is due at once (npm start: the first cron run renews it).
import { demoDataStatements } from '../functions/db/demo/index.ts';

const renewalDue = process.argv.includes('--renewal-due');
process.stdout.write(demoDataStatements(new Date(), { renewalDue }).join('\n') + '\n');
