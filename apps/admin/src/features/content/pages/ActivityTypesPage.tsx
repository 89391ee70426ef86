import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminActivityTypeCreatePayload as schema } from '@app/contract/activities';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn, switchColumn } from '../../../components/crud/columns.tsx';
import { enabledField, sortField, type FieldItem } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { ACTIVITY_TYPES, TEXT } from '../strings.ts';

type ActivityType = ResponseOf<typeof adminCalls.activityTypes>[number];

interface FormValues {
  name: string;
  sort: number;
  enabled: boolean;
}

const FIELDS: FieldItem[] = [
  {
    name: 'name',
    label: TEXT.name,
    schema: schema.shape.name,
    required: ACTIVITY_TYPES.nameRequired,
  },
  { row: [sortField(schema.shape.sort), enabledField()] },
];

/** 活动类型: the tabs of the player's activity page (a type in use cannot be deleted). */
export default function ActivityTypesPage() {
  const list = useCall(adminCalls.activityTypes, {});
  const editing = useEditing<ActivityType>();
  const refresh = [adminCalls.activityTypes, adminCalls.activities];
  const saved = { invalidate: refresh, onSuccess: editing.close };
  const create = useAction(adminCalls.activityTypesCreate, { ...saved, success: TEXT.created });
  const update = useAction(adminCalls.activityTypesUpdate, { ...saved, success: TEXT.saved });
  const toggle = useAction(adminCalls.activityTypesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
  });
  const remove = useAction(adminCalls.activityTypesDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });

  return (
    <CrudPage<ActivityType, FormValues>
      title={ACTIVITY_TYPES.title}
      query={list}
      rows={list.data ?? []}
      rowKey="id"
      scrollX={640}
      empty={ACTIVITY_TYPES.empty}
      add={{ label: ACTIVITY_TYPES.add }}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: TEXT.name, dataIndex: 'name' },
        { title: S.sort, dataIndex: 'sort', width: 90 },
        switchColumn<ActivityType>({
          dataIndex: 'enabled',
          label: (row) => TEXT.enabledOf(row.name),
          busy: (row) => toggle.isPending && toggle.variables?.id === row.id,
          toggle: (row, enabled) => toggle.mutate({ id: row.id, enabled }),
        }),
        actionsColumn<ActivityType>({
          edit: editing.open,
          remove: {
            label: (row) => TEXT.removeOf(row.name),
            busy: (row) => remove.isPending && remove.variables?.id === row.id,
            run: (row) => remove.mutate({ id: row.id }),
          },
        }),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? ACTIVITY_TYPES.addTitle : ACTIVITY_TYPES.edit),
        fields: FIELDS,
        initial: (row) =>
          row === 'new'
            ? { name: '', sort: 0, enabled: true }
            : { name: row.name, sort: row.sort, enabled: row.enabled === 1 },
        busy: create.isPending || update.isPending,
        submit: (values, row) => {
          const body = {
            name: values.name.trim(),
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
