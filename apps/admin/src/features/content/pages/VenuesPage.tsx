import { Link } from 'react-router';
import { Tag } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminVenueUpdatePayload as schema } from '@app/contract/admin-content';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn, switchColumn } from '../../../components/crud/columns.tsx';
import { sortField, type FieldItem } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { TEXT, VENUES } from '../strings.ts';

type Venue = ResponseOf<typeof adminCalls.venues>[number];

const FIELDS: FieldItem[] = [
  { name: 'name', label: TEXT.name, schema: schema.shape.name, required: TEXT.nameRequired },
  sortField(schema.shape.sort),
];

/**
 * 场馆: the game venues (platforms) with their switch, name and order; each links to its games.
 * A closed venue is hidden from players with no money there and refuses launches; money there
 * still comes back.
 */
export default function VenuesPage() {
  const list = useCall(adminCalls.venues, {});
  const editing = useEditing<Venue>();
  const refresh = [adminCalls.venues, adminCalls.games];
  const update = useAction(adminCalls.venuesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: editing.close,
  });
  const toggle = useAction(adminCalls.venuesUpdate, { invalidate: refresh, success: TEXT.saved });

  return (
    <CrudPage<Venue, { name: string; sort: number }>
      title={VENUES.title}
      query={list}
      rows={list.data ?? []}
      rowKey="platname"
      empty={VENUES.empty}
      columns={[
        { title: VENUES.code, dataIndex: 'platname', width: 90 },
        { title: TEXT.name, dataIndex: 'name' },
        {
          title: VENUES.category,
          dataIndex: 'category',
          width: 90,
          render: (c: string) => VENUES.categories[c] ?? c,
        },
        {
          title: VENUES.adapter,
          dataIndex: 'adapter',
          width: 100,
          render: (a: string) => <Tag>{a === 'demo' ? VENUES.demo : a}</Tag>,
        },
        { title: S.sort, dataIndex: 'sort', width: 80 },
        switchColumn<Venue>({
          dataIndex: 'enabled',
          on: TEXT.open,
          off: TEXT.closed,
          label: (row) => TEXT.openOf(row.name),
          busy: (row) => toggle.isPending && toggle.variables?.platname === row.platname,
          toggle: (row, enabled) => toggle.mutate({ platname: row.platname, enabled }),
        }),
        actionsColumn<Venue>({
          width: 170,
          edit: editing.open,
          more: (row) => (
            <Link to={`/content/games?platname=${encodeURIComponent(row.platname)}`}>
              {VENUES.games}
            </Link>
          ),
        }),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? '' : VENUES.edit(row.name)),
        fields: FIELDS,
        initial: (row) =>
          row === 'new' ? { name: '', sort: 0 } : { name: row.name, sort: row.sort },
        busy: update.isPending,
        submit: (values, row) => {
          if (row === 'new') return;
          update.mutate({
            platname: row.platname,
            name: values.name.trim(),
            sort: values.sort ?? 0,
          });
        },
      }}
    />
  );
}
