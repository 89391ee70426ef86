import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useArticle } from '../api/article.ts';
import { HELP_TEXT } from '../strings.ts';
import '../help.css';

/** The responsible-gambling article (type 8) ends with the way to its settings. */
const RESPONSIBLE_ARTICLE = 8;

function formatDate(at: number): string {
  return new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

/**
 * /boutBallBetInfo?type=N (spec part 1 §2): the article of that type. Its HTML is the server's,
 * sanitised with an allow-list when an operator saved it (content module); nothing the screen
 * receives from the address is ever rendered as HTML.
 */
export function HelpInfoPage() {
  const [search] = useSearchParams();
  const raw = search.get('type') ?? '';
  const type = /^\d{1,6}$/.test(raw) ? Number(raw) : -1;
  const article = useArticle(type);
  const navigate = useNavigate();

  return (
    <TitledPage title={article.data?.title ?? HELP_TEXT.infoTitle}>
      {article.data ? (
        <article className="help-article">
          <h1>{article.data.title}</h1>
          <p className="help-article__date">
            {HELP_TEXT.updated(formatDate(article.data.updated_at))}
          </p>
          <div
            className="help-article__body"
            // Sanitised on the server when stored (allow-list: headings, paragraphs, lists, links).
            dangerouslySetInnerHTML={{ __html: article.data.content }}
          />
          {type === RESPONSIBLE_ARTICLE && (
            <Button
              block
              color="primary"
              shape="rounded"
              className="help-article__action"
              onClick={() => void navigate('/responsible')}
            >
              {HELP_TEXT.responsibleSettings}
            </Button>
          )}
        </article>
      ) : article.isError ? (
        <ErrorBlock status="default" title={HELP_TEXT.failed} description={article.error.message}>
          <Button color="primary" size="small" onClick={() => void article.refetch()}>
            {HELP_TEXT.retry}
          </Button>
        </ErrorBlock>
      ) : (
        <div className="help-article" aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      )}
    </TitledPage>
  );
}
