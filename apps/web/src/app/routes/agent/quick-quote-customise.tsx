import { CustomisePage } from '../../../features/files/components/customise-page';

export default function QuickQuoteCustomiseRoute() {
  return <CustomisePage />;
}
