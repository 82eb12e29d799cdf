import type {
  TSupplierRequestKind,
  TSupplierRequestStatus,
} from '@portal/shared/contracts/supplier-requests';

/**
 * A request's state in the portal's status vocabulary (the words SPEC section 4 colours), so the
 * supplier sees the same status the agent sees on the booking: "Requested", "Confirmed",
 * "On Request", "Unable", "Cancelled". A request not answered yet names what is asked.
 */
export function requestStatusText(
  kind: TSupplierRequestKind,
  status: TSupplierRequestStatus,
): string {
  switch (status) {
    case 'pending':
    case 'sent':
      // A booking notice's service is confirmed already (instant confirmation).
      if (kind === 'notice') return 'Confirmed';
      if (kind === 'amend') return 'Amendment Requested';
      if (kind === 'cancel') return 'Cancellation Requested';
      return 'Requested';
    case 'confirmed':
      return 'Confirmed';
    case 'provisional':
      return 'Provisional';
    case 'waitlisted':
      return 'On Request';
    case 'declined':
      return 'Unable';
    case 'released':
    case 'cancelled':
      return 'Cancelled';
  }
}

/** Accommodation is counted in nights, everything else in days. */
export function isCountedInNights(serviceTypeCode: string): boolean {
  const code = serviceTypeCode.trim().toUpperCase();
  return code === 'AC' || code === 'AF';
}
