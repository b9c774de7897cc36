/** Resolves after `ms` milliseconds (back-off and polling waits). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
