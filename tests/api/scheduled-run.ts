/**
 * The scheduled job as the tests run it: the cron's own code (functions/scheduled.ts) with the
 * renewal queue's producer captured, then every captured message handed to the Worker's real
 * queue handler at once, as Cloudflare would deliver it (createMessageBatch). So a test reads the
 * renewals' effects right after the call, with the same producer and consumer code that runs
 * in production; tests/api/renewal-queue.test.ts runs them through the real local queue too.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { RENEWAL_QUEUE, type RenewalMessage } from '../../functions/billing/renewal-queue';
import type { Bindings } from '../../functions/env';
import worker from '../../functions/index';
import { runScheduled as runCron } from '../../functions/scheduled';

/** A queue producer that keeps what is sent. */
export function capturingQueue(sent: RenewalMessage[]): Queue<RenewalMessage> {
  return {
    send: async (body: RenewalMessage) => void sent.push(body),
    sendBatch: async (messages: Iterable<MessageSendRequest<RenewalMessage>>) => void sent.push(...[...messages].map((m) => m.body)),
  } as unknown as Queue<RenewalMessage>;
}

/** Delivers `bodies` to the Worker's queue handler as one batch of `queue`; answers its acks and retries. */
export async function deliver(env: Bindings, bodies: RenewalMessage[], queue = RENEWAL_QUEUE, attempts = 1) {
  const batch = createMessageBatch<RenewalMessage>(
    queue,
    bodies.map((body, i) => ({ id: `msg-${i}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, env);
  return getQueueResult(batch, ctx);
}

/** One cron run at `now`, its renewals consumed before it answers; the messages it sent. */
export async function runScheduled(env: Bindings, now = new Date()): Promise<RenewalMessage[]> {
  const sent: RenewalMessage[] = [];
  await runCron({ ...env, RENEWALS: capturingQueue(sent) }, now);
  if (sent.length > 0) await deliver(env, sent);
  return sent;
}
