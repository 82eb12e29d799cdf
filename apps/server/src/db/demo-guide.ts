import type { TGuideArticleRequest } from '@portal/shared/contracts/guide';

/**
 * The User Guide's first articles (demo seed): how the back office does its daily work in this
 * portal. Admins with `guide.manage` edit them at /admin/guide like any other article.
 */
export const DEMO_GUIDE_ARTICLES: readonly TGuideArticleRequest[] = [
  {
    title: 'Create a custom booking',
    slug: 'create-a-custom-booking',
    category: 'Client files',
    sort: 10,
    isPublished: true,
    body: `A **custom booking** (an FIT file) is built service by service for one agency, instead of
from a quick-quote package.

## 1. Open a new client file

1. Go to [Client files](/admin/client-files) and choose **New client file**.
2. Pick the **agency** and the **agent** the file belongs to. The agency decides the brand
   (NZD or AUD), the prices (gross or net) and who can see the file in the agent portal.
3. Enter the **booking name** (usually the lead traveller, e.g. "Smith family"), the agency's own
   reference if they gave one, the **travel date** and the number of **nights**.
4. Add one line per **room** with its type (Double, Twin, Single…) and how many adults sleep in it.
5. Choose **Create file**. The file starts as a **Quote** with the next reference of its brand
   (for example NZ-100123).

## 2. Add the services

On the file's page, use **Add a catalogue service**: type a product code or name, pick the day and
how many nights or days it runs, then **Add service**. Each line is priced from the rates of its
travel date. A line shown in red has no rate for that date and is left out of the totals: ask the
product team to load the rate, or choose another service.

Use **Change price** on a line when the consultant agreed a special price; the change is kept in
the file history and the audit log.

## 3. Turn the quote into a booking

Move the status to **Requested** when the agent confirms. From that moment:

- every supplier is sent a request for its services (see *How supplier requests work*);
- the agency is invoiced (see *Invoices and credit notes*);
- the file appears on the [FIT tracker](/admin/fit-finalisation-tracker) as it gets close to travel.

> Tip: fill in the **guest names** and the **day headers** early; they print on the itinerary the
> travellers receive.`,
  },
  {
    title: 'How supplier requests work',
    slug: 'how-supplier-requests-work',
    category: 'Suppliers',
    sort: 10,
    isPublished: true,
    body: `When a booking is **requested** (or cancelled), the portal asks every supplier to confirm
its own services. Nobody has to email suppliers by hand.

## What the supplier receives

One email per supplier lists what is asked: the services, dates, rooms and guests. The email
carries a private link to a confirmation page that needs no login; suppliers with a portal account
also see their requests under *Current Requests* in the supplier area.

For each service the supplier can **confirm** (with their confirmation number), **decline** or put
it on a **waitlist**.

## What happens with the answer

- When every service is confirmed, the booking moves to **Confirmed** on its own.
- A decline moves the booking back to **Processing** and raises a
  [booking alert](/admin/booking-alerts) so a consultant can find an alternative.
- Every answer is recorded on the file's history and pushed live to anyone who has the file open.

## Reminders and reconfirmations

Unanswered requests are reminded automatically, and confirmed services are sent a
**reconfirmation** request some days before the service date. The timing (hours before a reminder,
how many reminders, days before a reconfirmation) is set in
[Booking settings](/admin/booking-settings). When reminders run out, a booking alert is raised.

All requests, whatever their state, are listed at [Supplier requests](/admin/supplier-requests).`,
  },
  {
    title: 'Invoices and credit notes',
    slug: 'invoices-and-credit-notes',
    category: 'Finance',
    sort: 10,
    isPublished: true,
    body: `Billing follows the booking: you never create the first invoice by hand.

## Invoices

- When a booking is **requested**, the agency is invoiced the booking's **net price** (GST
  included). The invoice is split into a **deposit**, due at once, and a **balance**, due some days
  before travel (or at once when travel is closer). The deposit percentage and the balance days are
  set in [FIT settings](/admin/fit-settings) and apply to the next invoice issued.
- When the price of a booking goes **up**, the next status change issues a further invoice for the
  difference.
- Invoice numbers run per brand: INV-NZ-000001, INV-AU-000001.

## Credit notes

- When a booking is **cancelled** or its price goes **down**, a **credit note** is issued for the
  difference, against the newest invoice first (CN-NZ-000001…).
- To **void** an invoice that has not been paid, open the file's *Invoices* page and void it: a
  credit note for what is left of it is issued, so both documents stay in the ledger.
- A paid invoice is credited and the money **refunded** instead.

## Payments

Agents and travellers can pay online; payments taken by phone or bank transfer are recorded on the
file's *Invoices* page (permission *finance.manage*). Every payment, credit note and refund is a
line of the agency's account summary, with a running balance.

## Documents

Invoice, credit note and itinerary PDFs are made when downloaded, with the letterhead from
[Environment settings](/admin/settings) (trading name, address, phone, email).`,
  },
  {
    title: 'Paying suppliers, debtors and month-end',
    slug: 'paying-suppliers-and-month-end',
    category: 'Finance',
    sort: 20,
    isPublished: true,
    body: `The Finance menu holds the accountant's day (permission *finance.manage*).

## Paying suppliers

- [Supplier payables](/admin/finance/payables) lists what each supplier is **expected** to bill:
  every confirmed service at its cost, and the charge a supplier keeps on a cancelled one, due on
  the supplier's payment terms (set on the supplier's form: days after the service, or before the
  guests arrive).
- When a supplier's invoice arrives, choose **Enter invoice** on one of its lines (or **Import CSV**
  for many). A line billed at exactly the expected amount on the same file is matched at once;
  otherwise choose **Match** and pick the expected line. A different amount shows as a
  **variance**; check it before you **Approve**.
- [Payment runs](/admin/finance/payment-runs): **New payment run** pays the approved invoices you
  tick and emails each supplier its **remittance advice** (a PDF). The expected lines then show paid.

## Agencies that owe

[Aged debtors](/admin/finance/debtors) shows what each agency owes by how overdue it is, beside its
credit limit. **PDF** prints the agency's statement; **Email** sends it to the agency.

## Month-end

- [Profit per booking](/admin/finance/profit): each booking's cost, prices and margin without GST,
  what was invoiced and received and what its suppliers were paid. Switch to *Confirmed, not
  invoiced* or *Invoiced, not paid* to chase them.
- [GST return](/admin/finance/gst-return): a brand's GST on sales and on purchases for the period,
  with every document behind the figures (CSV or Excel).
- [Accounting export](/admin/finance/accounting-export): the period's invoices, credit notes,
  receipts, supplier bills and payments as the CSV files Xero imports. Each document is exported
  once; tick *Include documents already exported* only to send them again on purpose.`,
  },
  {
    title: 'The FIT finalisation tracker',
    slug: 'fit-finalisation-tracker',
    category: 'Client files',
    sort: 20,
    isPublished: true,
    body: `The [FIT tracker](/admin/fit-finalisation-tracker) lists the bookings travelling soon and
what each still **lacks** before departure, so nothing is forgotten in the last weeks.

## What a booking can lack

| Lacking | Means | One-click action |
|---|---|---|
| Unconfirmed services | a supplier has not confirmed yet | **Chase suppliers** sends them a reminder |
| Balance owing | part of the invoice is unpaid | **Send payment reminder** emails the agent |
| No emergency contact | the travellers gave no contact | **Ask for contact** asks the agent to have it filled in the travel app |
| Documents not sent | the travel documents never went out | **Send documents** emails the itinerary and travel-app link |

## Using it every morning

1. Choose how far ahead to look (**Travelling within**, e.g. 30 days) and, if you look after
   certain agencies, filter by **agency**.
2. Work down the list: each action is recorded on the file and in the audit log, and the line
   updates when the problem is solved.
3. Tick **Include complete bookings** to see the ready ones too, or **Download CSV** to share the
   list.`,
  },
  {
    title: 'Change the portal settings',
    slug: 'change-the-portal-settings',
    category: 'Administration',
    sort: 10,
    isPublished: true,
    body: `Administrators with the *settings.manage* permission change how the portal presents the
company and how bookings are run. Changes apply at once, without a restart, and each one is
recorded in the [audit log](/admin/audit-log) with what it was before and after.

- **[Environment settings](/admin/settings)**: the company and product names shown on every page and
  email, the reservations and 24-hour emergency numbers, each brand's trading name, address,
  phone, email, letterhead line and price message, and the links of the agents' Tools menu.
- **[FIT settings](/admin/fit-settings)**: the deposit percentage and the balance due days of new
  invoices, and the days on which agents are reminded of a payment.
- **[Booking settings](/admin/booking-settings)**: the prefix and length of new file references,
  and the timing of supplier reminders and reconfirmations.

Each screen shows who changed it last and when.`,
  },
];
