import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { GuideArticleEditPage } from '../../../features/guide/components/guide-article-pages';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function GuideEditRoute() {
  const { can } = usePermissions();
  const articleId = readIdParam(useParams().id);
  if (!can('guide.manage')) return <Forbidden />;
  if (articleId === null) return <NotFound />;
  return <GuideArticleEditPage articleId={articleId} />;
}
