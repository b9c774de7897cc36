// Its own module, so the Worker's bindings (functions/env.ts) name it without importing the consumer (no import cycle).
/** One verified, claimed delivery: its topic and its parsed (signed) payload. */
export interface WebhookMessage {
  topic: string;
  webhookId: string;
  payload: unknown;
}
