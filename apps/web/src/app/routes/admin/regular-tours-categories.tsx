import { Forbidden } from '../../../components/errors/forbidden';
import { CategoriesPage } from '../../../features/regular-tours/components/categories-page';
import { usePermissions } from '../../../lib/authorization';

export default function RegularTourCategoriesRoute() {
  const { can } = usePermissions();
  return can('tours.view|tours.manage') ? <CategoriesPage /> : <Forbidden />;
}
