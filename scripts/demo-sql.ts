// Prints the demo data as SQL for `wrangler d1 execute --file` (see scripts/prepare-db.mjs).
import { demoDataStatements } from '../functions/db/demo/index.ts';

process.stdout.write(demoDataStatements(new Date()).join('\n') + '\n');
