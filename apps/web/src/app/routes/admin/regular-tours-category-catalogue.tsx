import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { CategoryCataloguePage } from '../../../features/regular-tours/components/category-catalogue-page';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function RegularTourCategoryCatalogueRoute() {
  const { can } = usePermissions();
  const categoryId = readIdParam(useParams().id);
  if (!can('tours.view|tours.manage')) return <Forbidden />;
  if (categoryId === null) return <NotFound />;
  return <CategoryCataloguePage key={categoryId} categoryId={categoryId} />;
}
