/** One change at a time: the busy lock around a call, and the toast when it fails. */

import { DASHBOARD_NOTICES } from '../../copy/dashboard-notices';

import { send, type Failure, type JsonResponse } from '../../lib/call';
import type { Busy } from './types';
import { $busy } from './state';
import { pushToast } from './ui';

/**
 * One change under the busy lock: refused (false, nothing sent) while another runs; on
 * success `done` gets the answer; on failure the toast says `failure(...)`.
 */
export async function act<B>(
  busy: Busy,
  request: () => Promise<JsonResponse<B>>,
  failure: (f: Failure) => string,
  done: (body: B) => void | Promise<void>,
): Promise<boolean> {
  if ($busy.get()) return false;
  $busy.set(busy);
  try {
    const answer = await send(request);
    if (!answer.ok) {
      pushToast('error', answer.code === 'busy' ? DASHBOARD_NOTICES.busy : failure(answer));
      return false;
    }
    await done(answer.body);
    return true;
  } finally {
    $busy.set(null);
  }
}
