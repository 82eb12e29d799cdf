import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { GuideArticlePage } from '../../../features/guide/components/guide-article-pages';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function GuideArticleRoute() {
  const { can } = usePermissions();
  const articleId = readIdParam(useParams().id);
  if (!can('guide.view')) return <Forbidden />;
  if (articleId === null) return <NotFound />;
  return <GuideArticlePage articleId={articleId} />;
}
