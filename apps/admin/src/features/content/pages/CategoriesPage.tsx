import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminCategoryUpdatePayload as schema } from '@app/contract/games-admin';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn, switchColumn } from '../../../components/crud/columns.tsx';
import { enabledField, sortField, type FieldItem } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { CATEGORIES, TEXT } from '../strings.ts';

type Category = ResponseOf<typeof adminCalls.categories>[number];

interface FormValues {
  name: string;
  img: string;
  sort: number;
  enabled: boolean;
}

const FIELDS: FieldItem[] = [
  { name: 'name', label: TEXT.name, schema: schema.shape.name, required: TEXT.nameRequired },
  {
    name: 'img',
    label: TEXT.image,
    extra: TEXT.resetImage,
    schema: schema.shape.img,
    invalid: TEXT.addressInvalid,
    input: <ImageField label={CATEGORIES.picture} />,
  },
  { row: [sortField(schema.shape.sort), enabledField()] },
];

/** 游戏分类: the home page's category tiles (a fixed set): name, picture, order, switch. */
export default function CategoriesPage() {
  const list = useCall(adminCalls.categories, {});
  const editing = useEditing<Category>();
  const refresh = [adminCalls.categories];
  const update = useAction(adminCalls.categoriesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: editing.close,
  });
  const toggle = useAction(adminCalls.categoriesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
  });

  return (
    <CrudPage<Category, FormValues>
      title={CATEGORIES.title}
      query={list}
      rows={list.data ?? []}
      rowKey="id"
      empty={CATEGORIES.empty}
      columns={[
        {
          title: TEXT.image,
          dataIndex: 'img',
          width: 120,
          render: (src: string, row) => <Thumb src={src} alt={row.name} />,
        },
        { title: TEXT.code, dataIndex: 'code', width: 70 },
        { title: TEXT.name, dataIndex: 'name' },
        { title: CATEGORIES.slug, dataIndex: 'slug', width: 110 },
        { title: CATEGORIES.games, dataIndex: 'games', width: 80 },
        { title: S.sort, dataIndex: 'sort', width: 80 },
        switchColumn<Category>({
          dataIndex: 'enabled',
          label: (row) => TEXT.enabledOf(row.name),
          busy: (row) => toggle.isPending && toggle.variables?.id === row.id,
          toggle: (row, enabled) => toggle.mutate({ id: row.id, enabled }),
        }),
        actionsColumn<Category>({ width: 90, edit: editing.open }),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? '' : CATEGORIES.edit(row.name)),
        width: 640,
        fields: FIELDS,
        initial: (row) =>
          row === 'new'
            ? { name: '', img: '', sort: 0, enabled: true }
            : { ...row, enabled: row.enabled === 1 },
        busy: update.isPending,
        submit: (values, row) => {
          if (row === 'new') return;
          update.mutate({
            id: row.id,
            name: values.name.trim(),
            img: (values.img ?? '').trim(),
            sort: values.sort ?? 0,
            enabled: values.enabled ? 1 : 0,
          });
        },
      }}
    />
  );
}
