import { Card, Empty } from 'antd';
import { TEXT } from '../strings.ts';

/**
 * The HTML as the server stored it (sanitised with its allow-list on save), shown as players see
 * it. Only the server's answer is rendered: what the operator is typing is never put into the
 * page as HTML before the server has cleaned it.
 */
export function HtmlPreview({ html, title = TEXT.previewTitle }: { html: string; title?: string }) {
  return (
    <Card size="small" title={title} styles={{ body: { maxHeight: 360, overflow: 'auto' } }}>
      {html ? (
        <div className="content-preview" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.previewEmpty} />
      )}
    </Card>
  );
}
