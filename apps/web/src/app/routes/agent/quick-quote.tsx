import { QuickQuotePage } from '../../../features/quick-quote/components/quick-quote-page';

export default QuickQuotePage;
