import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminGameUpdatePayload as schema } from '@app/contract/games-admin';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn, switchColumn } from '../../../components/crud/columns.tsx';
import { enabledField, sortField, type FieldItem } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { GAMES, TEXT } from '../strings.ts';

type Game = ResponseOf<typeof adminCalls.games>['data'][number];

interface FormValues {
  name: string;
  img: string;
  hot: boolean;
  status: boolean;
  sort: number;
}

const FIELDS: FieldItem[] = [
  { name: 'name', label: TEXT.name, schema: schema.shape.name, required: TEXT.nameRequired },
  {
    name: 'img',
    label: TEXT.image,
    extra: TEXT.resetImage,
    schema: schema.shape.img,
    invalid: TEXT.addressInvalid,
    input: <ImageField label={GAMES.picture} />,
  },
  {
    row: [
      sortField(schema.shape.sort),
      enabledField(GAMES.hot, 'hot'),
      enabledField(TEXT.open, 'status'),
    ],
  },
];

/** The list's filters, kept in the address (?category=, ?platname= from the venue list). */
function useGameFilters(onChange: () => void) {
  const [params, setParams] = useSearchParams();
  const platname = params.get('platname') ?? undefined;
  const categoryId = params.get('category') ? Number(params.get('category')) : undefined;
  const filter = (name: string, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
    setParams(next, { replace: true });
    onChange();
  };
  return { platname, categoryId, filter };
}

/**
 * 游戏: the catalogue's games by category or venue (?platname= from the venue list): name,
 * picture, hot, open or closed (a closed game is hidden and refuses launches), order.
 */
export default function GamesPage() {
  const [page, setPage] = useState(1);
  const { platname, categoryId, filter } = useGameFilters(() => setPage(1));
  const list = useCall(adminCalls.games, {
    page,
    ...(platname ? { platname } : {}),
    ...(categoryId ? { category_id: categoryId } : {}),
  });
  const categories = useCall(adminCalls.categories, {});
  const venues = useCall(adminCalls.venues, {});
  const editing = useEditing<Game>();
  const refresh = [adminCalls.games, adminCalls.categories];
  const update = useAction(adminCalls.gamesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: editing.close,
  });
  const toggle = useAction(adminCalls.gamesUpdate, { invalidate: refresh, success: TEXT.saved });
  const busy = (row: Game) => toggle.isPending && toggle.variables?.id === row.id;

  return (
    <CrudPage<Game, FormValues>
      title={GAMES.title}
      query={list}
      rows={list.data?.data ?? []}
      paged={{ page: list.data, onPage: setPage }}
      rowKey="id"
      empty={GAMES.empty}
      filters={
        <>
          <Select
            aria-label={GAMES.category}
            style={{ width: 140 }}
            allowClear
            placeholder={GAMES.allCategories}
            value={categoryId}
            onChange={(value: number | undefined) => filter('category', value)}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select
            aria-label={GAMES.venue}
            style={{ width: 140 }}
            allowClear
            placeholder={GAMES.allVenues}
            value={platname}
            onChange={(value: string | undefined) => filter('platname', value)}
            options={(venues.data ?? []).map((v) => ({ value: v.platname, label: v.name }))}
          />
        </>
      }
      columns={[
        {
          title: TEXT.image,
          dataIndex: 'img',
          width: 120,
          render: (src: string, row) => <Thumb src={src} alt={row.name} />,
        },
        { title: TEXT.name, dataIndex: 'name' },
        { title: GAMES.venue, dataIndex: 'plat_name', width: 110 },
        {
          title: GAMES.category,
          dataIndex: 'category_id',
          width: 100,
          render: (id: number) => categories.data?.find((c) => c.id === id)?.name ?? id,
        },
        { title: GAMES.code, dataIndex: 'game_code', width: 130, ellipsis: true },
        switchColumn<Game>({
          title: GAMES.hot,
          dataIndex: 'hot',
          width: 100,
          on: GAMES.hot,
          off: GAMES.normal,
          label: (row) => GAMES.hotOf(row.name),
          busy,
          toggle: (row, hot) => toggle.mutate({ id: row.id, hot }),
        }),
        { title: S.sort, dataIndex: 'sort', width: 70 },
        switchColumn<Game>({
          dataIndex: 'status',
          width: 100,
          on: TEXT.open,
          off: TEXT.closed,
          label: (row) => TEXT.openOf(row.name),
          busy,
          toggle: (row, status) => toggle.mutate({ id: row.id, status }),
        }),
        actionsColumn<Game>({ width: 80, edit: editing.open }),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? '' : GAMES.edit(row.name)),
        width: 640,
        fields: FIELDS,
        initial: (row) =>
          row === 'new'
            ? { name: '', img: '', sort: 0, hot: false, status: true }
            : {
                name: row.name,
                img: row.img,
                sort: row.sort,
                hot: row.hot === 1,
                status: row.status === 1,
              },
        busy: update.isPending,
        submit: (values, row) => {
          if (row === 'new') return;
          update.mutate({
            id: row.id,
            name: values.name.trim(),
            img: (values.img ?? '').trim(),
            sort: values.sort ?? 0,
            hot: values.hot ? 1 : 0,
            status: values.status ? 1 : 0,
          });
        },
      }}
    />
  );
}
