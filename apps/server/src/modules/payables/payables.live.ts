import type { TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import type { TAppContext } from '../../app-context';

type TPayablesChange = Omit<TRealtimeEventPayload<'supplier-payables.changed'>, 'changedAt'>;

/**
 * Tells the back office that supplier payables moved, so a colleague's open invoice, list or run
 * (or the same user's other tab) refetches instead of offering a step already taken. Called after
 * commit; a push that fails is logged and never undoes the change.
 */
export function announcePayablesChange(ctx: TAppContext, change: TPayablesChange): void {
  const report = (error: unknown) =>
    ctx.log.warn({ err: error, ...change }, 'payables: live update not sent');
  try {
    ctx
      .broadcaster()
      .broadcast([BACKOFFICE_CHANNEL], 'supplier-payables.changed', {
        ...change,
        changedAt: ctx.clock.now().toISOString(),
      })
      .catch(report);
  } catch (error) {
    report(error);
  }
}
