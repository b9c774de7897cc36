import { applyD1Migrations, env } from 'cloudflare:test';
import { demoDataStatements } from '../../functions/db/demo';

// Each test file gets its own storage; start every file from the migrated schema and the demo data.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(demoDataStatements(new Date()).map((sql) => env.DB.prepare(sql)));
