import { redirect, type RouteObject } from 'react-router';
import { title, type TLazy } from '../../lazy-route';

/** The back office (/admin): children of its layout. */
export function adminRoutes(lazy: TLazy): RouteObject[] {
  return [
    {
      index: true,
      handle: title('titles.home'),
      lazy: lazy(() => import('./home')),
    },
    {
      path: 'profile',
      handle: title('titles.profile'),
      lazy: lazy(() => import('./profile')),
    },
    {
      path: 'outbox',
      handle: title('titles.outbox'),
      lazy: lazy(() => import('./outbox')),
    },
    {
      path: 'fit-finalisation-tracker',
      handle: title('fit-tracker:title'),
      lazy: lazy(() => import('./fit-finalisation-tracker')),
    },
    {
      path: 'client-files',
      handle: title('client-files:titles.list'),
      lazy: lazy(() => import('./client-files')),
    },
    {
      path: 'client-files/add',
      handle: title('client-files:titles.add'),
      lazy: lazy(() => import('./client-file-add')),
    },
    {
      path: 'client-files/:id',
      handle: title('client-files:titles.edit'),
      lazy: lazy(() => import('./client-file-edit')),
    },
    {
      path: 'client-files/itinerary/:id',
      handle: title('itinerary-editor:titles.itinerary'),
      lazy: lazy(() => import('./client-file-itinerary')),
    },
    {
      path: 'client-files/day-headers/:id',
      handle: title('itinerary-editor:titles.dayHeaders'),
      lazy: lazy(() => import('./client-file-day-headers')),
    },
    {
      path: 'client-files/invoices/:id',
      handle: title('file-invoices:titles.invoices'),
      lazy: lazy(() => import('./client-file-invoices')),
    },
    {
      path: 'client-files/yield/:id',
      handle: title('yield:titles.yield'),
      lazy: lazy(() => import('./client-file-yield')),
    },
    {
      path: 'invoices',
      handle: title('invoices:titles.list'),
      lazy: lazy(() => import('./invoices')),
    },
    {
      path: 'payments',
      handle: title('card-payments:titles.list'),
      lazy: lazy(() => import('./payments')),
    },
    {
      path: 'payments/add',
      handle: title('card-payments:titles.add'),
      lazy: lazy(() => import('./payment-add')),
    },
    {
      path: 'payments/edit/:id',
      handle: title('card-payments:titles.edit'),
      lazy: lazy(() => import('./payment-edit')),
    },
    {
      path: 'finance/debtors',
      handle: title('finance-reports:titles.debtors'),
      lazy: lazy(() => import('./finance-debtors')),
    },
    {
      path: 'finance/profit',
      handle: title('finance-reports:titles.profit'),
      lazy: lazy(() => import('./finance-profit')),
    },
    {
      path: 'finance/gst-return',
      handle: title('accounting:gstReturn.title'),
      lazy: lazy(() => import('./finance-gst-return')),
    },
    {
      path: 'finance/accounting-export',
      handle: title('accounting:export.pageTitle'),
      lazy: lazy(() => import('./finance-accounting-export')),
    },
    {
      path: 'finance/payables',
      handle: title('payables:titles.payables'),
      lazy: lazy(() => import('./finance-payables')),
    },
    {
      path: 'finance/supplier-invoices/new',
      handle: title('payables:titles.newInvoice'),
      lazy: lazy(() => import('./finance-supplier-invoice-new')),
    },
    {
      path: 'finance/supplier-invoices/:id',
      handle: title('payables:titles.invoice'),
      lazy: lazy(() => import('./finance-supplier-invoice')),
    },
    {
      path: 'finance/payment-runs',
      handle: title('payables:titles.paymentRuns'),
      lazy: lazy(() => import('./finance-payment-runs')),
    },
    {
      path: 'booking-alerts',
      handle: title('booking-alerts:title'),
      lazy: lazy(() => import('./booking-alerts')),
    },
    {
      path: 'supplier-requests',
      handle: title('supplier-requests:titles.admin'),
      lazy: lazy(() => import('./supplier-requests')),
    },
    {
      path: 'notices',
      handle: title('notices:titles.notices'),
      lazy: lazy(() => import('./notices')),
    },
    {
      path: 'labels',
      handle: title('labels:title'),
      lazy: lazy(() => import('./labels')),
    },
    {
      path: 'alerts',
      handle: title('itinerary-alerts:title'),
      lazy: lazy(() => import('./alerts')),
    },
    {
      path: 'alerts/add',
      handle: title('itinerary-alerts:addTitle'),
      lazy: lazy(() => import('./alert-add')),
    },
    {
      path: 'alerts/:id',
      handle: title('itinerary-alerts:title'),
      lazy: lazy(() => import('./alert-edit')),
    },
    // Catalogue screens (issue 4): titles live in the features' own namespaces.
    {
      path: 'suppliers',
      handle: title('catalogue:titles.suppliers'),
      lazy: lazy(() => import('./suppliers')),
    },
    {
      path: 'suppliers/add',
      handle: title('catalogue:titles.supplierAdd'),
      lazy: lazy(() => import('./supplier-add')),
    },
    {
      path: 'suppliers/:id',
      handle: title('catalogue:titles.supplierEdit'),
      lazy: lazy(() => import('./supplier-edit')),
    },
    // SPEC section 2's supplier attachments: every supplier's documents (also a supplier's tab).
    {
      path: 'attachments',
      handle: title('catalogue:titles.attachments'),
      lazy: lazy(() => import('./attachments')),
    },
    {
      path: 'attachments/add',
      handle: title('catalogue:titles.attachmentAdd'),
      lazy: lazy(() => import('./attachment-add')),
    },
    {
      path: 'attachments/:id',
      handle: title('catalogue:titles.attachment'),
      lazy: lazy(() => import('./attachment')),
    },
    {
      path: 'release-due',
      handle: title('catalogue:titles.releaseDue'),
      lazy: lazy(() => import('./release-due')),
    },
    {
      path: 'itinerary-locations',
      handle: title('catalogue:titles.locations'),
      lazy: lazy(() => import('./itinerary-locations')),
    },
    {
      path: 'itinerary-locations/add',
      handle: title('catalogue:titles.locationAdd'),
      lazy: lazy(() => import('./itinerary-location-add')),
    },
    {
      path: 'itinerary-locations/:id',
      handle: title('catalogue:titles.locationEdit'),
      lazy: lazy(() => import('./itinerary-location-edit')),
    },
    {
      path: 'quick-quote',
      handle: title('packages:titles.list'),
      lazy: lazy(() => import('./quick-quote')),
    },
    {
      path: 'quick-quote/add',
      handle: title('packages:titles.add'),
      lazy: lazy(() => import('./quick-quote-add')),
    },
    {
      path: 'quick-quote/test',
      handle: title('packages:titles.test'),
      lazy: lazy(() => import('./quick-quote-test')),
    },
    {
      path: 'quick-quote/:id',
      handle: title('packages:titles.edit'),
      lazy: lazy(() => import('./quick-quote-edit')),
    },
    {
      path: 'rate-analysis',
      handle: title('rates:titles.analysis'),
      lazy: lazy(() => import('./rate-analysis')),
    },
    {
      path: 'rate-proposals',
      handle: title('rate-proposals:titles.list'),
      lazy: lazy(() => import('./rate-proposals')),
    },
    {
      path: 'rate-proposals/:id',
      handle: title('rate-proposals:titles.review'),
      lazy: lazy(() => import('./rate-proposal')),
    },
    // Scheduled tours (issue 10): SPEC section 2's regular-tours screens, plus the yield view.
    {
      path: 'regular-tours',
      handle: title('regular-tours:titles.list'),
      lazy: lazy(() => import('./regular-tours')),
    },
    {
      path: 'regular-tours/category-tour-list',
      handle: title('regular-tours:titles.categories'),
      lazy: lazy(() => import('./regular-tours-categories')),
    },
    {
      path: 'regular-tours/category-catalogue/:id',
      handle: title('regular-tours:titles.catalogue'),
      lazy: lazy(() => import('./regular-tours-category-catalogue')),
    },
    {
      path: 'regular-tours/add',
      handle: title('regular-tours:titles.add'),
      lazy: lazy(() => import('./regular-tours-add')),
    },
    {
      path: 'regular-tours/edit/:id',
      handle: title('regular-tours:titles.edit'),
      lazy: lazy(() => import('./regular-tours-edit')),
    },
    {
      path: 'regular-tours/yield',
      handle: title('regular-tours:titles.yield'),
      lazy: lazy(() => import('./regular-tours-yield')),
    },
    // People: users, agencies and administrators (issue 9).
    {
      path: 'users',
      handle: title('people:titles.users'),
      lazy: lazy(() => import('./users')),
    },
    {
      path: 'agents',
      handle: title('people:titles.agencies'),
      lazy: lazy(() => import('./agents')),
    },
    {
      path: 'agents/add',
      handle: title('people:titles.agencyAdd'),
      lazy: lazy(() => import('./agent-add')),
    },
    {
      path: 'agents/:id',
      handle: title('people:titles.agencyEdit'),
      lazy: lazy(() => import('./agent-edit')),
    },
    {
      path: 'admins',
      handle: title('people:titles.admins'),
      lazy: lazy(() => import('./admins')),
    },
    {
      path: 'admins/add',
      handle: title('people:titles.adminAdd'),
      lazy: lazy(() => import('./admin-add')),
    },
    {
      path: 'admins/:id',
      handle: title('people:titles.adminEdit'),
      lazy: lazy(() => import('./admin-edit')),
    },
    // Roles, permissions and the audit log (issue 9).
    {
      path: 'roles',
      handle: title('roles:titles.list'),
      lazy: lazy(() => import('./roles')),
    },
    {
      path: 'roles/add',
      handle: title('roles:titles.add'),
      lazy: lazy(() => import('./role-edit')),
    },
    {
      path: 'roles/edit/:id',
      handle: title('roles:titles.edit'),
      lazy: lazy(() => import('./role-edit')),
    },
    {
      path: 'permissions',
      handle: title('roles:titles.permissions'),
      lazy: lazy(() => import('./permissions')),
    },
    // SPEC section 2 lists the permissions under roles; the screen lives at /admin/permissions.
    {
      path: 'roles/permissions',
      handle: title('roles:titles.permissions'),
      loader: () => redirect('/admin/permissions'),
    },
    {
      path: 'audit-log',
      handle: title('audit-log:titles.list'),
      lazy: lazy(() => import('./audit-log')),
    },
    // Content: descriptions, their assessment and processing (issue 10).
    {
      path: 'content-assessment',
      handle: title('content:titles.assessment'),
      lazy: lazy(() => import('./content-assessment')),
    },
    {
      path: 'content-options',
      handle: title('content:titles.options'),
      lazy: lazy(() => import('./content-options')),
    },
    {
      path: 'content-process',
      handle: title('content:titles.process'),
      lazy: lazy(() => import('./content-process')),
    },
    {
      path: 'content/:kind/:id',
      handle: title('content:titles.entity'),
      lazy: lazy(() => import('./content-entity')),
    },
    // Settings and the User Guide (issue 10).
    {
      path: 'settings',
      handle: title('settings:pages.environment.title'),
      lazy: lazy(() => import('./settings')),
    },
    {
      path: 'fit-settings',
      handle: title('settings:pages.fit.title'),
      lazy: lazy(() => import('./fit-settings')),
    },
    {
      path: 'booking-settings',
      handle: title('settings:pages.bookings.title'),
      lazy: lazy(() => import('./booking-settings')),
    },
    {
      // The operator's own webhook endpoints and every agency's deliveries (docs/partner-api.md).
      path: 'webhooks',
      handle: title('partner-api:titles.webhooks'),
      lazy: lazy(() => import('./webhooks')),
    },
    {
      path: 'guide',
      handle: title('guide:titles.list'),
      lazy: lazy(() => import('./guide')),
    },
    {
      path: 'guide/add',
      handle: title('guide:titles.add'),
      lazy: lazy(() => import('./guide-add')),
    },
    {
      path: 'guide/edit/:id',
      handle: title('guide:titles.edit'),
      lazy: lazy(() => import('./guide-edit')),
    },
    {
      path: 'guide/:id',
      handle: title('guide:titles.article'),
      lazy: lazy(() => import('./guide-article')),
    },
    // Insights, reviews and prizes (issue 10).
    {
      path: 'insights',
      handle: title('insights:title'),
      lazy: lazy(() => import('./insights')),
    },
    // SPEC section 2's "insights (activities overview, edited-services)": tabs of one screen.
    {
      path: 'insights/activities-overview',
      handle: title('insights:title'),
      loader: () => redirect('/admin/insights'),
    },
    {
      path: 'insights/edited-services',
      handle: title('insights:title'),
      loader: () => redirect('/admin/insights?tab=edited-services'),
    },
    {
      path: 'reviews',
      handle: title('reviews:title'),
      lazy: lazy(() => import('./reviews')),
    },
    {
      path: 'prizes',
      handle: title('prizes:title'),
      lazy: lazy(() => import('./prizes')),
    },
  ];
}
