import { MyFilesPage } from '../../../features/files/components/my-files-page';

export default function ListBookingsRoute() {
  return <MyFilesPage />;
}
