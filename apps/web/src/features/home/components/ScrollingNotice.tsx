import { NoticeBar } from 'antd-mobile';

/** antd-mobile's NoticeBar, in a chunk of its own (HomeNotices loads it when there is text). */
export function ScrollingNotice({ content }: { content: string }) {
  return <NoticeBar content={content} shape="rounded" bordered={false} />;
}
