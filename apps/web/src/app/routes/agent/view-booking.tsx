import { FileOverviewPage } from '../../../features/files/components/file-overview-page';

export default function ViewBookingRoute() {
  return <FileOverviewPage />;
}
