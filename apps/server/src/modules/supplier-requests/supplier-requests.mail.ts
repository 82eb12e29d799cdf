import {
  guestDisplayName,
  type TSupplierRequestDetails,
  type TSupplierRequestKind,
} from '@portal/shared/contracts/supplier-requests';
import { getRoomTypeName } from '@portal/shared/domain/room-types';
import { formatDayMonthYear, formatTime } from '@portal/shared/format/dates';
import { escapeHtml } from '../../lib/html';

/** One service of a supplier mail, with the links that reach its request. */
export interface TMailItem {
  kind: TSupplierRequestKind;
  details: TSupplierRequestDetails;
  /** Confirm Service (or Reconfirm Service) page. */
  link: string;
  /** The read-only view of the request as sent, when there is one. */
  snapshotLink: string | null;
  /** The link's words when they are not the kind's usual ones. */
  actionLabel?: string;
}

export interface TSupplierMail {
  subject: string;
  text: string;
  html: string;
}

const KIND_WORDS: Record<TSupplierRequestKind, { heading: string; action: string }> = {
  new: { heading: 'Booking request', action: 'Confirm or decline this service' },
  amend: { heading: 'Amendment request', action: 'Confirm or decline this change' },
  cancel: { heading: 'Cancellation', action: 'Release this service' },
  notice: {
    heading: 'Booking notice',
    action: 'View this booking (decline it only if you cannot provide it)',
  },
};

function counted(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}

function paxText(details: TSupplierRequestDetails): string {
  const { adults, children } = details.pax;
  const adultsText = counted(adults, 'adult', 'adults');
  return children > 0 ? `${adultsText}, ${counted(children, 'child', 'children')}` : adultsText;
}

/** SPEC section 9: dates as "DD Mon YYYY", times as HH:MM (never "2026-12-01 ... at 1500"). */
function datesText(details: TSupplierRequestDetails): string {
  const from = formatDayMonthYear(details.date);
  return details.endDate === details.date
    ? from
    : `${from} to ${formatDayMonthYear(details.endDate)}`;
}

function timesText(details: TSupplierRequestDetails): string {
  return [formatTime(details.startTime), formatTime(details.endTime)].filter(Boolean).join(' - ');
}

function roomsText(details: TSupplierRequestDetails): string {
  return details.rooms
    .map((room) => {
      const guests = room.guests.map(guestDisplayName);
      const name = getRoomTypeName(room.roomType) || room.roomType;
      return `${name} (${counted(room.adults + room.children, 'guest', 'guests')})${guests.length > 0 ? `: ${guests.join(', ')}` : ''}`;
    })
    .join('; ');
}

/** The names the supplier books under: the lead guest first (see buildDetails). */
function guestRows(details: TSupplierRequestDetails): [string, string][] {
  const guests = details.guests ?? [];
  const lead = guests[0];
  if (!lead) return [['Guest names', 'Not given yet (we will send them)']];
  return [
    ['Lead guest', guestDisplayName(lead)],
    ['Guest names', guests.map(guestDisplayName).join(', ')],
  ];
}

/**
 * A service's rows. The supplier is told the operator it deals with and the file's note to
 * suppliers; never the agency that sold the trip nor the agent's notes (see buildDetails).
 */
function itemRows(details: TSupplierRequestDetails): [string, string][] {
  const times = timesText(details);
  return [
    ['Service', `${details.serviceName} (${details.serviceTypeCode})`],
    ['Operator', details.operatorName],
    ['Dates', datesText(details)],
    ...(times ? [['Times', times] as [string, string]] : []),
    ['Guests', `${paxText(details)}${details.rooms.length > 0 ? ` - ${roomsText(details)}` : ''}`],
    ...guestRows(details),
    ['Quantity', String(details.quantity)],
    ...(details.supplierNote.trim()
      ? [['Note to supplier', details.supplierNote] as [string, string]]
      : []),
  ];
}

function itemText(item: TMailItem): string[] {
  const [service, ...rows] = itemRows(item.details);
  return [
    `${KIND_WORDS[item.kind].heading}: ${service?.[1] ?? ''}`,
    ...rows.map(([label, value]) => `  ${label}: ${value}`),
    `  ${item.actionLabel ?? KIND_WORDS[item.kind].action}: ${item.link}`,
    ...(item.snapshotLink ? [`  As sent: ${item.snapshotLink}`] : []),
  ];
}

function itemHtml(item: TMailItem): string {
  const rows = itemRows(item.details);
  return [
    `<h3>${escapeHtml(KIND_WORDS[item.kind].heading)}</h3>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(item.link)}">${escapeHtml(item.actionLabel ?? KIND_WORDS[item.kind].action)}</a>`,
    item.snapshotLink
      ? ` &middot; <a href="${escapeHtml(item.snapshotLink)}">View the request as sent</a></p>`
      : '</p>',
  ].join('');
}

function compose(args: {
  subject: string;
  supplierName: string;
  intro: string;
  items: readonly TMailItem[];
  companyName: string;
}): TSupplierMail {
  const text = [
    `Hello ${args.supplierName},`,
    '',
    args.intro,
    '',
    ...args.items.flatMap((item) => [...itemText(item), '']),
    'Each link works without signing in, for this service only. You can also answer in the supplier portal.',
    '',
    args.companyName,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(args.supplierName)},</p>`,
    `<p>${escapeHtml(args.intro)}</p>`,
    ...args.items.map(itemHtml),
    '<p>Each link works without signing in, for this service only. You can also answer in the supplier portal.</p>',
    `<p>${escapeHtml(args.companyName)}</p>`,
  ].join('');
  return { subject: args.subject, text, html };
}

function bookingOf(items: readonly TMailItem[]): { reference: string; name: string } {
  const first = items[0]?.details;
  return { reference: first?.bookingReference ?? '', name: first?.bookingName ?? '' };
}

/**
 * The request mail: every service of one booking change for one supplier, each with its link; a
 * booking notice when every service is confirmed already (instant confirmation).
 */
export function requestMail(args: {
  supplierName: string;
  companyName: string;
  items: readonly TMailItem[];
}): TSupplierMail {
  const booking = bookingOf(args.items);
  if (args.items.every((item) => item.kind === 'notice')) {
    return compose({
      ...args,
      subject: `Booking notice ${booking.reference} - ${booking.name}`,
      intro: `The services below are booked for ${booking.reference} (${booking.name}) from the allotment or free sale you hold for us, and are confirmed under our reference ${booking.reference}. No answer is needed; if you cannot provide a service, decline it from its link at once.`,
    });
  }
  const isCancellation = args.items.every((item) => item.kind === 'cancel');
  const isAmendment = args.items.every((item) => item.kind === 'amend');
  const heading = isCancellation
    ? 'Cancellation'
    : isAmendment
      ? KIND_WORDS.amend.heading
      : KIND_WORDS.new.heading;
  return compose({
    ...args,
    subject: `${heading} ${booking.reference} - ${booking.name}`,
    intro: isCancellation
      ? `Booking ${booking.reference} (${booking.name}) has been cancelled. Please release the services below.`
      : isAmendment
        ? `Booking ${booking.reference} (${booking.name}) has been amended. Please confirm the services below on their new dates.`
        : `Please confirm the services below for booking ${booking.reference} (${booking.name}).`,
  });
}

export function reminderMail(args: {
  supplierName: string;
  companyName: string;
  item: TMailItem;
  reminderNumber: number;
}): TSupplierMail {
  const booking = bookingOf([args.item]);
  return compose({
    supplierName: args.supplierName,
    companyName: args.companyName,
    items: [args.item],
    subject: `Reminder: ${KIND_WORDS[args.item.kind].heading.toLowerCase()} ${booking.reference} - ${booking.name}`,
    intro: `We have not had your answer yet for booking ${booking.reference} (${booking.name}) (reminder ${args.reminderNumber}).`,
  });
}

export function reconfirmMail(args: {
  supplierName: string;
  companyName: string;
  item: TMailItem;
}): TSupplierMail {
  const booking = bookingOf([args.item]);
  return compose({
    supplierName: args.supplierName,
    companyName: args.companyName,
    items: [{ ...args.item, actionLabel: 'Reconfirm this service' }],
    subject: `Please reconfirm ${booking.reference} - ${booking.name}`,
    intro: `The service below for booking ${booking.reference} (${booking.name}) starts soon. Please reconfirm it.`,
  });
}
