import { useState } from 'react';
import { Select } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminActivityCreatePayload as schema } from '@app/contract/activities';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn, switchColumn } from '../../../components/crud/columns.tsx';
import { enabledField, sortField, type FieldItem } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { HtmlPreview } from '../components/HtmlPreview.tsx';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { ACTIVITIES, TEXT } from '../strings.ts';

type Activity = ResponseOf<typeof adminCalls.activities>['data'][number];
type Option = { value: number; label: string };

/** Yuan with at most two decimals (the contract takes the amount as text and checks its range). */
const MONEY = /^\d{1,6}(\.\d{1,2})?$/;

interface FormValues {
  type: number;
  banner: string;
  title: string;
  content: string;
  memo: string;
  sort: number;
  enabled: boolean;
  bonus: string;
  turnover_multiple: number;
}

const fieldsOf = (editing: Activity | 'new', types: Option[]): FieldItem[] => [
  {
    columns: true,
    row: [
      {
        name: 'title',
        label: TEXT.title,
        schema: schema.shape.title,
        required: ACTIVITIES.titleRequired,
      },
      {
        name: 'type',
        label: TEXT.type,
        kind: 'select',
        options: types,
        ariaLabel: ACTIVITIES.ofType,
        rules: [{ required: true, message: ACTIVITIES.typeRequired }],
      },
    ],
  },
  {
    name: 'banner',
    label: ACTIVITIES.banner,
    schema: schema.shape.banner,
    required: ACTIVITIES.bannerRequired,
    invalid: ACTIVITIES.bannerInvalid,
    input: <ImageField label={ACTIVITIES.banner} />,
  },
  {
    columns: true,
    row: [
      {
        name: 'content',
        label: ACTIVITIES.content,
        extra: ACTIVITIES.contentHelp,
        kind: 'textarea',
        rows: 14,
        monospace: true,
        capped: false,
        schema: schema.shape.content,
        tooLong: () => ACTIVITIES.tooLong,
      },
      { node: <HtmlPreview html={editing === 'new' ? '' : editing.content} />, key: 'preview' },
    ],
  },
  {
    name: 'memo',
    label: ACTIVITIES.memo,
    kind: 'textarea',
    rows: 2,
    schema: schema.shape.memo,
    tooLong: ACTIVITIES.memoTooLong,
  },
  {
    row: [
      {
        name: 'bonus',
        label: ACTIVITIES.bonusField,
        width: 140,
        rules: [{ pattern: MONEY, message: ACTIVITIES.bonusInvalid }],
      },
      {
        name: 'turnover_multiple',
        label: ACTIVITIES.turnover,
        kind: 'number',
        schema: schema.shape.turnover_multiple,
      },
      sortField(schema.shape.sort),
      enabledField(),
    ],
  },
];

const NEW: FormValues = {
  type: 0,
  banner: '',
  title: '',
  content: '',
  memo: '',
  sort: 0,
  enabled: true,
  bonus: '0',
  turnover_multiple: 1,
};

/**
 * 优惠活动: the activities players read and apply for. The content is HTML that the server
 * sanitises on save; the drawer shows the stored (sanitised) version beside the text, and stays
 * open on the saved activity so that the preview shows what the server kept.
 */
export default function ActivitiesPage() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<number | undefined>(undefined);
  const list = useCall(adminCalls.activities, type === undefined ? { page } : { page, type });
  const types = useCall(adminCalls.activityTypes, {});
  const editing = useEditing<Activity>();
  const refresh = [adminCalls.activities];
  const saved = { invalidate: refresh, onSuccess: (row: Activity) => editing.open(row) };
  const create = useAction(adminCalls.activitiesCreate, { ...saved, success: TEXT.created });
  const update = useAction(adminCalls.activitiesUpdate, { ...saved, success: TEXT.saved });
  const toggle = useAction(adminCalls.activitiesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
  });
  const remove = useAction(adminCalls.activitiesDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });
  const typeOptions = (types.data ?? []).map((t) => ({
    value: t.id,
    label: t.enabled === 1 ? t.name : ACTIVITIES.disabledType(t.name),
  }));
  const typeName = (id: number) => types.data?.find((t) => t.id === id)?.name ?? `#${id}`;

  return (
    <CrudPage<Activity, FormValues>
      title={ACTIVITIES.title}
      query={list}
      rows={list.data?.data ?? []}
      paged={{ page: list.data, onPage: setPage }}
      rowKey="id"
      empty={ACTIVITIES.empty}
      add={{ label: ACTIVITIES.add }}
      filters={
        <Select
          aria-label={ACTIVITIES.type}
          style={{ width: 160 }}
          allowClear
          placeholder={TEXT.allTypes}
          value={type}
          onChange={(value: number | undefined) => {
            setType(value);
            setPage(1);
          }}
          options={typeOptions}
        />
      }
      columns={[
        {
          title: TEXT.image,
          dataIndex: 'banner',
          width: 120,
          render: (src: string, row) => <Thumb src={src} alt={row.title} />,
        },
        { title: TEXT.title, dataIndex: 'title' },
        { title: TEXT.type, dataIndex: 'type', width: 110, render: typeName },
        {
          title: ACTIVITIES.bonus,
          dataIndex: 'bonus',
          width: 100,
          align: 'right',
          render: formatMoney,
        },
        { title: ACTIVITIES.turnover, dataIndex: 'turnover_multiple', width: 90 },
        { title: ACTIVITIES.applications, dataIndex: 'applications', width: 80 },
        { title: S.sort, dataIndex: 'sort', width: 70 },
        switchColumn<Activity>({
          dataIndex: 'enabled',
          width: 100,
          label: (row) => TEXT.enabledOf(row.title),
          busy: (row) => toggle.isPending && toggle.variables?.id === row.id,
          toggle: (row, enabled) => toggle.mutate({ id: row.id, enabled }),
        }),
        actionsColumn<Activity>({
          edit: editing.open,
          remove: {
            label: (row) => TEXT.removeOf(row.title),
            busy: (row) => remove.isPending && remove.variables?.id === row.id,
            run: (row) => remove.mutate({ id: row.id }),
          },
        }),
      ]}
      editing={editing}
      form={{
        drawer: true,
        dismiss: S.close,
        title: (row) => (row === 'new' ? ACTIVITIES.add : ACTIVITIES.edit),
        key: (row) => (row === 'new' ? 'new' : `${row.id}:${row.updated_at}`),
        fields: (row) => fieldsOf(row, typeOptions),
        initial: (row) =>
          row === 'new'
            ? { ...NEW, type: types.data?.[0]?.id as number }
            : { ...row, enabled: row.enabled === 1 },
        busy: create.isPending || update.isPending,
        submit: (values, row) => {
          const body = {
            type: values.type,
            banner: values.banner.trim(),
            title: values.title.trim(),
            content: values.content ?? '',
            memo: values.memo ?? '',
            sort: values.sort ?? 0,
            enabled: values.enabled ? 1 : 0,
            bonus: values.bonus || '0',
            turnover_multiple: values.turnover_multiple ?? 0,
          } as const;
          if (row === 'new') create.mutate(body);
          else update.mutate({ id: row.id, ...body });
        },
      }}
    />
  );
}
