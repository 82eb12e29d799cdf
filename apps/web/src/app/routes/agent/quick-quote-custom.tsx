import { CustomQuotePage } from '../../../features/quick-quote/components/custom-quote-page';

export default CustomQuotePage;
