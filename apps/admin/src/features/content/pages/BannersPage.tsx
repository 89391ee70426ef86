import { useState } from 'react';
import { Select } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminBannerCreatePayload as schema } from '@app/contract/games-admin';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn, switchColumn } from '../../../components/crud/columns.tsx';
import { enabledField, sortField, type FieldItem } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { BANNERS, TEXT } from '../strings.ts';

type Banner = ResponseOf<typeof adminCalls.banners>[number];

/** Where a banner shows: bannerList's type (the player app's home and game lists ask for 2). */
const typeLabel = (type: number) =>
  BANNERS.types.find((t) => t.value === type)?.label ?? BANNERS.typeOf(type);

interface FormValues {
  type: number;
  src: string;
  link: string;
  sort: number;
  enabled: boolean;
}

const FIELDS: FieldItem[] = [
  {
    name: 'src',
    label: TEXT.image,
    schema: schema.shape.src,
    required: BANNERS.srcRequired,
    invalid: TEXT.addressInvalid,
    input: <ImageField label={BANNERS.picture} />,
  },
  {
    name: 'link',
    label: BANNERS.opens,
    extra: BANNERS.opensHelp,
    schema: schema.shape.link,
    invalid: TEXT.addressInvalid,
  },
  {
    row: [
      {
        name: 'type',
        label: BANNERS.place,
        kind: 'number',
        schema: schema.shape.type,
        rules: [{ required: true }],
      },
      sortField(schema.shape.sort),
      enabledField(),
    ],
  },
];

/** 轮播图: the home banners, their pictures (uploaded or an address), links, order and switch. */
export default function BannersPage() {
  const [type, setType] = useState<number | undefined>(undefined);
  const list = useCall(adminCalls.banners, type === undefined ? {} : { type });
  const editing = useEditing<Banner>();
  const refresh = [adminCalls.banners];
  const saved = { invalidate: refresh, onSuccess: editing.close };
  const create = useAction(adminCalls.bannersCreate, { ...saved, success: TEXT.created });
  const update = useAction(adminCalls.bannersUpdate, { ...saved, success: TEXT.saved });
  const toggle = useAction(adminCalls.bannersUpdate, { invalidate: refresh, success: TEXT.saved });
  const remove = useAction(adminCalls.bannersDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });

  return (
    <CrudPage<Banner, FormValues>
      title={BANNERS.title}
      query={list}
      rows={list.data ?? []}
      rowKey="id"
      empty={BANNERS.empty}
      add={{ label: BANNERS.add }}
      filters={
        <Select
          aria-label={BANNERS.place}
          style={{ width: 200 }}
          allowClear
          placeholder={BANNERS.allPlaces}
          value={type}
          onChange={(value: number | undefined) => setType(value)}
          options={[...BANNERS.types]}
        />
      }
      columns={[
        {
          title: TEXT.image,
          dataIndex: 'src',
          render: (src: string) => <Thumb src={src} alt={BANNERS.title} />,
        },
        { title: BANNERS.place, dataIndex: 'type', render: typeLabel },
        {
          title: BANNERS.link,
          dataIndex: 'link',
          ellipsis: true,
          render: (link: string) => link || '—',
        },
        { title: S.sort, dataIndex: 'sort', width: 80 },
        switchColumn<Banner>({
          dataIndex: 'enabled',
          label: (row) => BANNERS.enabledOf(row.id),
          busy: (row) => toggle.isPending && toggle.variables?.id === row.id,
          toggle: (row, enabled) => toggle.mutate({ id: row.id, enabled }),
        }),
        { title: TEXT.createdAt, dataIndex: 'created_at', width: 180, render: formatTime },
        actionsColumn<Banner>({
          edit: editing.open,
          remove: {
            label: (row) => BANNERS.removeOf(row.id),
            busy: (row) => remove.isPending && remove.variables?.id === row.id,
            run: (row) => remove.mutate({ id: row.id }),
          },
        }),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? BANNERS.add : BANNERS.edit),
        width: 640,
        fields: FIELDS,
        initial: (row) =>
          row === 'new'
            ? { type: 2, src: '', link: '', sort: 0, enabled: true }
            : { ...row, enabled: row.enabled === 1 },
        busy: create.isPending || update.isPending,
        submit: (values, row) => {
          const body = {
            type: values.type,
            src: values.src.trim(),
            link: (values.link ?? '').trim(),
            sort: values.sort ?? 0,
            enabled: values.enabled ? 1 : 0,
          } as const;
          if (row === 'new') create.mutate(body);
          else update.mutate({ id: row.id, ...body });
        },
      }}
    />
  );
}
