import { Forbidden } from '../../../components/errors/forbidden';
import { GuideArticleAddPage } from '../../../features/guide/components/guide-article-pages';
import { usePermissions } from '../../../lib/authorization';

export default function GuideAddRoute() {
  const { can } = usePermissions();
  return can('guide.manage') ? <GuideArticleAddPage /> : <Forbidden />;
}
