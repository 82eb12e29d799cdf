import { CopyFilePage } from '../../../features/files/components/copy-file-page';

export default CopyFilePage;
