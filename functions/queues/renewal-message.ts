// Its own module, so the Worker's bindings (functions/env.ts) name it without importing the consumer (no import cycle).
/** One subscription to renew for the charge day due at `dueDay`, as the run at `scheduledAt` saw it. */
export interface RenewalMessage {
  subscriptionId: string;
  dueDay: string;
  /** The cron run's time (ISO): the renewal is billed as of then, however late it is consumed. */
  scheduledAt: string;
}
