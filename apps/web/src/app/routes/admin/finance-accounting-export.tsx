import { Forbidden } from '../../../components/errors/forbidden';
import { AccountingExportPage } from '../../../features/accounting/components/accounting-export-page';
import { AccountingSettingsForm } from '../../../features/settings/components/accounting-settings-form';
import { usePermissions } from '../../../lib/authorization';

/** The Xero export with its log, and under it the codes and tax rates the files carry. */
export default function AccountingExportRoute() {
  const { can } = usePermissions();
  if (!can('finance.manage')) return <Forbidden />;
  return <AccountingExportPage settings={<AccountingSettingsForm />} />;
}
