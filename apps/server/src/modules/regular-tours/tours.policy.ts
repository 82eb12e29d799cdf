import { requirePermission } from '../../plugins/auth';

/**
 * Back-office staff read tours, departures and their yield with `tours.view` and change them
 * with `tours.manage`. Agents look at and price departures with `quotes.price` and book seats
 * with `files.manage` too (a booking is a file); they only ever see their own brand's published
 * tours, which the service checks.
 */
export const toursPolicy = {
  view: requirePermission('tours.view|tours.manage'),
  manage: requirePermission('tours.manage'),
  agentView: requirePermission('quotes.price'),
  agentBook: requirePermission('quotes.price&files.manage'),
};
