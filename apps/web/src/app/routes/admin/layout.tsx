import {
  IconAdjustments,
  IconAlertTriangle,
  IconBook,
  IconBuildingCommunity,
  IconBuildingStore,
  IconBus,
  IconChartBar,
  IconCalendarCog,
  IconChartHistogram,
  IconChecklist,
  IconCreditCard,
  IconFileDiff,
  IconFileInvoice,
  IconFileText,
  IconFolders,
  IconGift,
  IconHistory,
  IconHome,
  IconMail,
  IconMailForward,
  IconMapPin,
  IconPaperclip,
  IconPlayerPlay,
  IconMessageStar,
  IconRoadSign,
  IconReceipt2,
  IconRoute,
  IconShieldLock,
  IconSpeakerphone,
  IconTags,
  IconUser,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaShell } from '../../../components/layouts/area-shell';
import { paths } from '../../../config/paths';
import { requireArea } from '../../guards';

export const clientLoader = requireArea('admin');

export default function AdminLayout() {
  const { t } = useTranslation();
  // SPEC section 2 lists some thirty back-office screens: the menu groups them by the trade's work.
  const groups = {
    files: t('nav.groups.files'),
    suppliers: t('nav.groups.suppliers'),
    finance: t('nav.groups.finance'),
    tours: t('nav.groups.tours'),
    content: t('nav.groups.content'),
    people: t('nav.groups.people'),
    settings: t('nav.groups.settings'),
  };
  return (
    <AreaShell
      kind="admin"
      areaLabel={t('areas.admin')}
      navItems={[
        { to: paths.home('admin'), label: t('nav.home'), icon: IconHome, end: true },
        {
          to: '/admin/client-files',
          label: t('client-files:nav'),
          icon: IconFolders,
          permission: 'files.view-all',
          group: groups.files,
        },
        {
          to: '/admin/booking-alerts',
          label: t('booking-alerts:nav'),
          icon: IconAlertTriangle,
          permission: 'files.view-all',
          group: groups.files,
        },
        {
          to: '/admin/supplier-requests',
          label: t('supplier-requests:nav.admin'),
          icon: IconMailForward,
          permission: 'files.view-all',
          group: groups.files,
        },
        {
          to: '/admin/fit-finalisation-tracker',
          label: t('fit-tracker:nav'),
          icon: IconChecklist,
          permission: 'files.view-all',
          group: groups.files,
        },
        {
          to: '/admin/labels',
          label: t('labels:nav'),
          icon: IconTags,
          permission: 'labels.manage',
          group: groups.files,
        },
        {
          to: '/admin/suppliers',
          label: t('catalogue:nav.suppliers'),
          icon: IconBuildingStore,
          permission: 'catalogue.view',
          group: groups.suppliers,
        },
        {
          to: '/admin/attachments',
          label: t('catalogue:nav.attachments'),
          icon: IconPaperclip,
          permission: 'catalogue.view',
          group: groups.suppliers,
        },
        {
          to: '/admin/itinerary-locations',
          label: t('catalogue:nav.locations'),
          icon: IconMapPin,
          permission: 'catalogue.view',
          group: groups.suppliers,
        },
        {
          to: '/admin/quick-quote',
          label: t('packages:nav.quickQuote'),
          icon: IconRoute,
          permission: 'catalogue.view',
          group: groups.suppliers,
        },
        {
          to: '/admin/rate-analysis',
          label: t('rates:nav.analysis'),
          icon: IconChartBar,
          permission: 'rates.manage',
          group: groups.suppliers,
        },
        {
          to: '/admin/rate-proposals',
          label: t('rate-proposals:nav.admin'),
          icon: IconFileDiff,
          permission: 'rate-proposals.review',
          group: groups.suppliers,
        },
        {
          to: '/admin/invoices',
          label: t('invoices:nav'),
          icon: IconFileInvoice,
          permission: 'finance.manage',
          group: groups.finance,
        },
        {
          to: '/admin/payments',
          label: t('card-payments:nav'),
          icon: IconCreditCard,
          permission: 'finance.manage',
          group: groups.finance,
        },
        {
          to: '/admin/insights',
          label: t('insights:nav'),
          icon: IconChartHistogram,
          permission: 'insights.view',
          group: groups.finance,
        },
        {
          to: '/admin/regular-tours',
          label: t('regular-tours:nav.admin'),
          icon: IconBus,
          permission: 'tours.view|tours.manage',
          group: groups.tours,
        },
        {
          to: '/admin/content-assessment',
          label: t('content:nav.assessment'),
          icon: IconFileText,
          permission: 'content.manage',
          group: groups.content,
        },
        {
          to: '/admin/content-process',
          label: t('content:nav.process'),
          icon: IconPlayerPlay,
          permission: 'content.manage',
          group: groups.content,
        },
        {
          to: '/admin/content-options',
          label: t('content:nav.options'),
          icon: IconAdjustments,
          permission: 'content.manage',
          group: groups.content,
        },
        {
          to: '/admin/alerts',
          label: t('itinerary-alerts:nav'),
          icon: IconRoadSign,
          permission: 'itinerary-alerts.manage',
          group: groups.content,
        },
        {
          to: '/admin/notices',
          label: t('notices:nav'),
          icon: IconSpeakerphone,
          permission: 'notices.publish',
          group: groups.content,
        },
        {
          to: '/admin/reviews',
          label: t('reviews:nav'),
          icon: IconMessageStar,
          permission: 'reviews.manage',
          group: groups.content,
        },
        {
          to: '/admin/prizes',
          label: t('prizes:nav'),
          icon: IconGift,
          permission: 'prizes.manage',
          group: groups.content,
        },
        {
          to: '/admin/guide',
          label: t('guide:nav'),
          icon: IconBook,
          permission: 'guide.view',
          group: groups.content,
        },
        {
          to: '/admin/users',
          label: t('people:nav.users'),
          icon: IconUsers,
          permission: 'people.manage',
          group: groups.people,
        },
        {
          to: '/admin/agents',
          label: t('people:nav.agencies'),
          icon: IconBuildingCommunity,
          permission: 'people.manage',
          group: groups.people,
        },
        {
          to: '/admin/admins',
          label: t('people:nav.admins'),
          icon: IconUserShield,
          permission: 'people.manage',
          group: groups.people,
        },
        {
          to: '/admin/roles',
          label: t('roles:nav'),
          icon: IconShieldLock,
          permission: 'roles.manage',
          group: groups.people,
        },
        {
          to: '/admin/audit-log',
          label: t('audit-log:nav'),
          icon: IconHistory,
          permission: 'audit.view',
          group: groups.people,
        },
        {
          to: '/admin/settings',
          label: t('settings:nav.environment'),
          icon: IconAdjustments,
          permission: 'settings.manage',
          group: groups.settings,
        },
        {
          to: '/admin/fit-settings',
          label: t('settings:nav.fit'),
          icon: IconReceipt2,
          permission: 'settings.manage',
          group: groups.settings,
        },
        {
          to: '/admin/booking-settings',
          label: t('settings:nav.bookings'),
          icon: IconCalendarCog,
          permission: 'settings.manage',
          group: groups.settings,
        },
        {
          to: paths.adminOutbox,
          label: t('nav.outbox'),
          icon: IconMail,
          permission: 'outbox.view',
          group: groups.settings,
        },
        { to: paths.profile('admin'), label: t('nav.profile'), icon: IconUser },
      ]}
    >
      <Outlet />
    </AreaShell>
  );
}
