import { formatDayMonthYear } from '@portal/shared/format/dates';

export interface TTrackerMailContext {
  agentName: string;
  companyName: string;
  reference: string;
  bookingName: string;
  travelDate: string;
  travelAppUrl: string;
  itineraryPdfUrl: string;
  fileUrl: string;
}

/** The travel documents for the agent to hand to the traveller. */
export function documentsMail(mail: TTrackerMailContext): { subject: string; text: string } {
  return {
    subject: `Travel documents: ${mail.reference} ${mail.bookingName}`,
    text: [
      `Hello ${mail.agentName},`,
      '',
      `The travel documents for booking ${mail.reference} (${mail.bookingName}), travelling on ${formatDayMonthYear(mail.travelDate)}, are ready.`,
      '',
      `Travel app for your clients (itinerary, contacts and emergency details): ${mail.travelAppUrl}`,
      `Itinerary PDF (sign in to download): ${mail.itineraryPdfUrl}`,
      '',
      `The booking: ${mail.fileUrl}`,
      '',
      mail.companyName,
    ].join('\n'),
  };
}

/** Asks the agent to have the traveller fill in an emergency contact in the travel app. */
export function emergencyContactMail(mail: TTrackerMailContext): { subject: string; text: string } {
  return {
    subject: `Emergency contact needed: ${mail.reference} ${mail.bookingName}`,
    text: [
      `Hello ${mail.agentName},`,
      '',
      `Booking ${mail.reference} (${mail.bookingName}) travels on ${formatDayMonthYear(mail.travelDate)} and we have no emergency contact for it yet.`,
      '',
      `Please ask your clients to add one in their travel app, or add it there yourself: ${mail.travelAppUrl}`,
      '',
      mail.companyName,
    ].join('\n'),
  };
}
