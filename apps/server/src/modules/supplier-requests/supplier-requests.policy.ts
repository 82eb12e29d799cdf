import {
  CORRECTABLE_REQUEST_STATUSES,
  type TSupplierAnswerRequest,
  type TSupplierRequestKind,
  type TSupplierRequestStatus,
} from '@portal/shared/contracts/supplier-requests';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import { publicAccess, requirePermission, requireUser } from '../../plugins/auth';

/**
 * Who may reach supplier requests. The emailed link needs no sign-in (the token is the
 * credential and reaches its own request only); supplier users reach their own supplier's
 * requests; back-office staff read all of them and manage links and alerts.
 */
export const supplierRequestsPolicy = {
  link: publicAccess,
  supplier: requireUser('supplier'),
  staffRead: requirePermission('files.view-all'),
  staffWrite: requirePermission('files.manage-all'),
};

/** The emailed link is public: limited per address like the other public endpoints. */
export const supplierLinkRateLimits = {
  read: { max: 60, timeWindow: '1 minute' },
  write: { max: 20, timeWindow: '1 minute' },
};

export type TAnswerEffect =
  | { type: 'apply' }
  /** The very same answer again: nothing to do, answer as before. */
  | { type: 'same' }
  | { type: 'refuse'; message: string; field?: string };

interface TAnswerable {
  kind: TSupplierRequestKind | string;
  status: TSupplierRequestStatus | string;
  confirmation: string | null;
  reason: string;
  optionExpiresOn?: string | null;
  cancellationNumber?: string | null;
}

/** Answers a supplier may correct before the service date (a release or a withdrawal is final). */
const CORRECTABLE_STATUSES: readonly string[] = CORRECTABLE_REQUEST_STATUSES;

/** Statuses in which the supplier has not given a settled answer yet. */
const OPEN_STATUSES: readonly string[] = ['sent', 'waitlisted', 'provisional'];

export interface TCorrectionWindow {
  /** The operator's date is before the service date. */
  isBeforeService: boolean;
  /** A later request (an amendment or a cancellation) overtook this one. */
  isSuperseded: boolean;
}

/** Statuses in which the supplier may answer without naming an answer it replaces. */
export function isAnswerable(status: string): boolean {
  return OPEN_STATUSES.includes(status);
}

/** Whether the answer given may still be corrected (see `decideAnswer`). */
export function mayCorrect(request: Pick<TAnswerable, 'status'>, when: TCorrectionWindow): boolean {
  return (
    CORRECTABLE_STATUSES.includes(request.status) && when.isBeforeService && !when.isSuperseded
  );
}

const FINAL_MESSAGES: Partial<Record<string, (request: TAnswerable) => string>> = {
  confirmed: (request) =>
    `This service is already confirmed (${stripConfirmationSuffix(request.confirmation)}). Please contact us to change it.`,
  declined: () => 'This service was already declined. Please contact us to change the answer.',
  provisional: () => 'This service is held provisionally. Please contact us to change it.',
  released: () => 'This service was already released.',
  cancelled: () =>
    'This request was withdrawn because the booking changed. There is nothing to answer.',
  pending: () => 'This request has not been sent yet.',
};

/**
 * What an answer does to a request in its current state: pure, so the rules are tested without a
 * database. Repeating the very same answer is accepted and changes nothing (a double click, a
 * retried request). A request waiting for the supplier (sent, waitlisted, provisional) takes any
 * answer; a confirmed, declined or provisional answer may be corrected with a different one that
 * names it (`replaces`) until the service date, unless a later change of the booking overtook the
 * request; otherwise it is final. Releases and withdrawals are final.
 */
export function decideAnswer(
  request: TAnswerable,
  answer: TSupplierAnswerRequest,
  when: TCorrectionWindow = { isBeforeService: false, isSuperseded: false },
): TAnswerEffect {
  const isCancel = request.kind === 'cancel';
  if (isCancel !== (answer.answer === 'release')) {
    return {
      type: 'refuse',
      field: 'answer',
      message: isCancel
        ? 'This booking was cancelled: please release the service.'
        : 'Only a cancellation can be released.',
    };
  }
  const same =
    (answer.answer === 'confirm' &&
      request.status === 'confirmed' &&
      request.confirmation === answer.confirmation) ||
    (answer.answer === 'provisional' &&
      request.status === 'provisional' &&
      request.optionExpiresOn === answer.optionExpiresOn &&
      (request.confirmation ?? '') === answer.confirmation) ||
    (answer.answer === 'decline' &&
      request.status === 'declined' &&
      request.reason === answer.reason) ||
    (answer.answer === 'wait' &&
      request.status === 'waitlisted' &&
      request.reason === answer.reason) ||
    (answer.answer === 'release' && request.status === 'released');
  if (same) return { type: 'same' };
  const isCorrection = 'replaces' in answer && answer.replaces === request.status;
  if (isCorrection && mayCorrect(request, when)) return { type: 'apply' };
  if (OPEN_STATUSES.includes(request.status)) return { type: 'apply' };
  const message = FINAL_MESSAGES[request.status];
  return {
    type: 'refuse',
    message: message ? message(request) : `This request is ${request.status}.`,
  };
}
