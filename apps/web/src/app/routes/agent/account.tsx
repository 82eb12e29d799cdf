import { AccountSummaryPage } from '../../../features/account/components/account-summary-page';

export default function AccountRoute() {
  return <AccountSummaryPage />;
}
