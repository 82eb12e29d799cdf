import { publicAccess, requirePermission } from '../../plugins/auth';

/**
 * Travellers have no account: their pages are public and every address carries a bearer token
 * bound to one file (traveller-links.repository.ts), so the token is the authorisation. Every
 * public route is rate limited per IP; finding an itinerary by reference most tightly, as a
 * reference is guessable where a token is not. Links are handed out by the file's agency (or
 * the back office).
 */
export const travellerPolicy = {
  traveller: publicAccess,
  agentLinks: requirePermission('files.view'),
  adminLinks: requirePermission('files.view-all'),
  adminRead: requirePermission('files.view-all'),
};

const MINUTE = 60_000;

export const travellerRateLimits = {
  findItinerary: { max: 10, timeWindow: MINUTE },
  read: { max: 120, timeWindow: MINUTE },
  write: { max: 20, timeWindow: MINUTE },
};
