import type {
  TSupplierAnswerRequest,
  TSupplierRequestKind,
  TSupplierRequestStatus,
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
}

const FINAL_MESSAGES: Partial<Record<string, (request: TAnswerable) => string>> = {
  confirmed: (request) =>
    `This service is already confirmed (${stripConfirmationSuffix(request.confirmation)}). Please contact us to change it.`,
  declined: () => 'This service was already declined. Please contact us to change the answer.',
  released: () => 'This service was already released.',
  cancelled: () =>
    'This request was withdrawn because the booking changed. There is nothing to answer.',
  pending: () => 'This request has not been sent yet.',
};

/**
 * What an answer does to a request in its current state: pure, so the rules are tested without a
 * database. Answers are final once confirmed, declined or released; repeating the very same
 * answer is accepted and changes nothing (a double click, a retried request), a different one is
 * refused. A waitlisted service may still be confirmed, declined or waitlisted again.
 */
export function decideAnswer(request: TAnswerable, answer: TSupplierAnswerRequest): TAnswerEffect {
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
    (answer.answer === 'decline' &&
      request.status === 'declined' &&
      request.reason === answer.reason) ||
    (answer.answer === 'wait' &&
      request.status === 'waitlisted' &&
      request.reason === answer.reason) ||
    (answer.answer === 'release' && request.status === 'released');
  if (same) return { type: 'same' };
  if (request.status === 'sent' || request.status === 'waitlisted') return { type: 'apply' };
  const message = FINAL_MESSAGES[request.status];
  return {
    type: 'refuse',
    message: message ? message(request) : `This request is ${request.status}.`,
  };
}
