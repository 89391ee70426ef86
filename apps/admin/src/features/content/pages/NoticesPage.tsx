import { useState } from 'react';
import { Select, Tag, Typography } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminNoticeCreatePayload as schema, NOTICE_KIND } from '@app/contract/games-admin';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn, switchColumn } from '../../../components/crud/columns.tsx';
import { enabledField, type FieldItem } from '../../../components/crud/fields.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { NOTICES, TEXT } from '../strings.ts';

type Notice = ResponseOf<typeof adminCalls.notices>['data'][number];
type Kind = 1 | 2;

interface FormValues {
  kind: Kind;
  title: string;
  content: string;
  popup: boolean;
  enabled: boolean;
}

/** 1: the home page's scrolling line (homenotice); 2: a notice of the notice list (noticeList). */
const FIELDS: FieldItem[] = [
  {
    name: 'kind',
    label: TEXT.type,
    kind: 'radio',
    options: NOTICES.kinds,
    rules: [{ required: true }],
  },
  {
    name: 'title',
    label: TEXT.title,
    schema: schema.shape.title,
    showCount: true,
    dependencies: ['kind'],
    // A notice needs its title; a scrolling announcement is its content only.
    rules: [
      ({ getFieldValue }) => ({
        required: getFieldValue('kind') === NOTICE_KIND.notice,
        whitespace: true,
        message: NOTICES.titleRequired,
      }),
    ],
  },
  {
    name: 'content',
    label: TEXT.content,
    kind: 'textarea',
    rows: 6,
    showCount: true,
    schema: schema.shape.content,
    required: NOTICES.contentRequired,
  },
  {
    row: [
      { name: 'popup', label: NOTICES.popupField, kind: 'switch', extra: NOTICES.popupHelp },
      enabledField(),
    ],
  },
];

/** 公告: scrolling announcements and notices (with the popup switch), newest first. */
export default function NoticesPage() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<Kind | undefined>(undefined);
  const list = useCall(adminCalls.notices, kind === undefined ? { page } : { page, kind });
  const editing = useEditing<Notice>();
  const refresh = [adminCalls.notices];
  const saved = { invalidate: refresh, onSuccess: editing.close };
  const create = useAction(adminCalls.noticesCreate, { ...saved, success: TEXT.created });
  const update = useAction(adminCalls.noticesUpdate, { ...saved, success: TEXT.saved });
  const toggle = useAction(adminCalls.noticesUpdate, { invalidate: refresh, success: TEXT.saved });
  const remove = useAction(adminCalls.noticesDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });

  return (
    <CrudPage<Notice, FormValues>
      title={NOTICES.title}
      query={list}
      rows={list.data?.data ?? []}
      paged={{ page: list.data, onPage: setPage }}
      rowKey="id"
      empty={NOTICES.empty}
      add={{ label: NOTICES.add }}
      filters={
        <Select
          aria-label={NOTICES.kind}
          style={{ width: 140 }}
          allowClear
          placeholder={TEXT.allTypes}
          value={kind}
          onChange={(value: Kind | undefined) => {
            setKind(value);
            setPage(1);
          }}
          options={[...NOTICES.kinds]}
        />
      }
      columns={[
        {
          title: TEXT.type,
          dataIndex: 'kind',
          width: 100,
          render: (k: number) => (
            <Tag color={k === NOTICE_KIND.scrolling ? 'blue' : 'gold'}>
              {NOTICES.kinds.find((item) => item.value === k)?.label ?? k}
            </Tag>
          ),
        },
        { title: TEXT.title, dataIndex: 'title', width: 200, render: (t: string) => t || '—' },
        {
          title: TEXT.content,
          dataIndex: 'content',
          width: 320,
          render: (text: string) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {text}
            </Typography.Paragraph>
          ),
        },
        {
          title: NOTICES.popup,
          dataIndex: 'popup',
          width: 70,
          render: (popup: number) => (popup === 1 ? NOTICES.yes : NOTICES.no),
        },
        switchColumn<Notice>({
          dataIndex: 'enabled',
          label: (row) => NOTICES.enabledOf(row.id),
          busy: (row) => toggle.isPending && toggle.variables?.id === row.id,
          toggle: (row, enabled) => toggle.mutate({ id: row.id, enabled }),
        }),
        { title: TEXT.createdAt, dataIndex: 'created_at', width: 170, render: formatTime },
        actionsColumn<Notice>({
          edit: editing.open,
          remove: {
            label: (row) => NOTICES.removeOf(row.id),
            busy: (row) => remove.isPending && remove.variables?.id === row.id,
            run: (row) => remove.mutate({ id: row.id }),
          },
        }),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? NOTICES.add : NOTICES.edit),
        width: 640,
        fields: FIELDS,
        initial: (row) =>
          row === 'new'
            ? { kind: NOTICE_KIND.notice, title: '', content: '', popup: false, enabled: true }
            : {
                kind: row.kind as Kind,
                title: row.title,
                content: row.content,
                popup: row.popup === 1,
                enabled: row.enabled === 1,
              },
        busy: create.isPending || update.isPending,
        submit: (values, row) => {
          const body = {
            kind: values.kind,
            title: (values.title ?? '').trim(),
            content: values.content.trim(),
            popup: values.popup ? 1 : 0,
            enabled: values.enabled ? 1 : 0,
          } as const;
          if (row === 'new') create.mutate(body);
          else update.mutate({ id: row.id, ...body });
        },
      }}
    />
  );
}
