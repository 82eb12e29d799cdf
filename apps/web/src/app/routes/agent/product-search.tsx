import { ProductSearchPage } from '../../../features/product-search/components/product-search-page';

export default function ProductSearchRoute() {
  return <ProductSearchPage />;
}
