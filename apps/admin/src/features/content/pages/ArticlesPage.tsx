import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminArticleUpdatePayload as schema } from '@app/contract/profile';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn } from '../../../components/crud/columns.tsx';
import type { FieldItem } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { HtmlPreview } from '../components/HtmlPreview.tsx';
import { ARTICLES, TEXT } from '../strings.ts';

type Article = ResponseOf<typeof adminCalls.articles>[number];

interface FormValues {
  title: string;
  content: string;
}

const fieldsOf = (article: Article): FieldItem[] => [
  {
    name: 'title',
    label: TEXT.title,
    schema: schema.shape.title,
    required: ARTICLES.titleRequired,
  },
  {
    columns: true,
    row: [
      {
        name: 'content',
        label: ARTICLES.content,
        extra: ARTICLES.contentHelp,
        kind: 'textarea',
        rows: 18,
        monospace: true,
        capped: false,
        schema: schema.shape.content,
        required: ARTICLES.contentRequired,
        tooLong: () => ARTICLES.tooLong,
      },
      { node: <HtmlPreview html={article.content} />, key: 'preview' },
    ],
  },
];

/**
 * 帮助文章: the help centre's articles (a fixed set of types). The HTML is sanitised by the
 * server on save; the preview shows the stored version (the drawer stays open on it).
 */
export default function ArticlesPage() {
  const list = useCall(adminCalls.articles, {});
  const editing = useEditing<Article>();
  const update = useAction(adminCalls.articlesUpdate, {
    invalidate: [adminCalls.articles],
    success: TEXT.saved,
    onSuccess: (saved) => editing.open(saved),
  });

  return (
    <CrudPage<Article, FormValues>
      title={ARTICLES.title}
      query={list}
      rows={list.data ?? []}
      rowKey="type"
      scrollX={640}
      empty={ARTICLES.empty}
      columns={[
        { title: TEXT.type, dataIndex: 'type', width: 80 },
        { title: TEXT.title, dataIndex: 'title' },
        { title: TEXT.updatedAt, dataIndex: 'updated_at', width: 200, render: formatTime },
        actionsColumn<Article>({ width: 100, edit: editing.open }),
      ]}
      editing={editing}
      form={{
        drawer: true,
        dismiss: S.close,
        title: (row) => (row === 'new' ? '' : ARTICLES.edit(row.title)),
        key: (row) => (row === 'new' ? 'new' : `${row.type}:${row.updated_at}`),
        fields: (row) => (row === 'new' ? [] : fieldsOf(row)),
        initial: (row) =>
          row === 'new' ? { title: '', content: '' } : { title: row.title, content: row.content },
        busy: update.isPending,
        submit: (values, row) => {
          if (row === 'new') return;
          update.mutate({ type: row.type, title: values.title.trim(), content: values.content });
        },
      }}
    />
  );
}
