import { PackageQuotePage } from '../../../features/quick-quote/components/package-quote-page';

export default PackageQuotePage;
