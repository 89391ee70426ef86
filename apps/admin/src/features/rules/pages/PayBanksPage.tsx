import { Alert, type TableColumnsType } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import {
  adminPayBankCreatePayload as schema,
  PAY_BANKS_MAX,
  type AdminPayBank,
} from '@app/contract/admin';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn } from '../../../components/crud/columns.tsx';
import type { FieldItem } from '../../../components/crud/fields.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';
import { PAY_BANKS_PAGE as T } from '../strings.ts';

interface FormValues {
  bank_name: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
}

const FIELDS: FieldItem[] = [
  {
    name: 'bank_name',
    label: T.bankName,
    schema: schema.shape.bank_name,
    required: T.bankNameRule,
    placeholder: T.bankNamePlaceholder,
  },
  {
    name: 'bank_owner',
    label: T.bankOwner,
    schema: schema.shape.bank_owner,
    required: T.bankOwnerRule,
  },
  {
    name: 'bank_no',
    label: T.bankNo,
    schema: schema.shape.bank_no,
    required: T.bankNoRule,
    invalid: T.bankNoRule,
    monospace: true,
  },
  { name: 'bank_address', label: T.bankAddress, schema: schema.shape.bank_address },
];

const COLUMNS: TableColumnsType<AdminPayBank> = [
  { title: T.bankName, dataIndex: 'bank_name', width: 160 },
  { title: T.bankOwner, dataIndex: 'bank_owner', width: 200 },
  {
    title: T.bankNo,
    dataIndex: 'bank_no',
    width: 220,
    render: (no: string) => <span style={{ fontFamily: 'monospace' }}>{no}</span>,
  },
  { title: T.bankAddress, dataIndex: 'bank_address', width: 180, render: (a: string) => a || '—' },
];

const EMPTY: FormValues = { bank_name: '', bank_owner: '', bank_no: '', bank_address: '' };

/** Without an account, that the bank way is closed; otherwise how the accounts are used. */
function PayBanksNote({ none }: { none: boolean }) {
  return (
    <Alert
      type={none ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      message={none ? T.noneWarning : T.hint(PAY_BANKS_MAX)}
    />
  );
}

/**
 * 收款银行账户: the accounts players transfer to for a bank-card deposit (/recharge 银行卡), shown
 * to them in this order. Each is added, changed or removed on its own after a confirmation, with
 * its audit row; with none, the app does not offer the bank way and the server refuses it.
 */
export default function PayBanksPage() {
  const list = useCall(adminCalls.payBanks);
  const mayEdit = useMayCall('payBanksCreate');
  const editing = useEditing<AdminPayBank>();
  const confirm = useConfirmedSave();
  const refresh = [adminCalls.payBanks];
  const saved = { invalidate: refresh, onSuccess: editing.close };
  const create = useAction(adminCalls.payBanksCreate, { ...saved, success: T.created });
  const update = useAction(adminCalls.payBanksUpdate, { ...saved, success: T.saved });
  const remove = useAction(adminCalls.payBanksDelete, { invalidate: refresh, success: T.removed });
  const rows = list.data ?? [];

  return (
    <CrudPage<AdminPayBank, FormValues>
      title={T.title}
      query={list}
      rows={rows}
      rowKey="id"
      empty={T.empty}
      scrollX={800}
      add={mayEdit ? { label: T.add, disabled: rows.length >= PAY_BANKS_MAX } : undefined}
      columns={[
        ...COLUMNS,
        ...(mayEdit
          ? [
              actionsColumn<AdminPayBank>({
                edit: editing.open,
                remove: {
                  label: (row) => T.removeOf(row.bank_name, row.bank_no),
                  busy: (row) => remove.isPending && remove.variables?.id === row.id,
                  run: (row) => remove.mutate({ id: row.id }),
                },
              }),
            ]
          : []),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? T.add : T.edit),
        width: 520,
        fields: FIELDS,
        initial: (row) =>
          row === 'new'
            ? EMPTY
            : {
                bank_name: row.bank_name,
                bank_owner: row.bank_owner,
                bank_no: row.bank_no,
                bank_address: row.bank_address,
              },
        busy: create.isPending || update.isPending,
        submit: (values, row) => {
          const body = {
            bank_name: values.bank_name.trim(),
            bank_owner: values.bank_owner.trim(),
            bank_no: values.bank_no.trim(),
            bank_address: (values.bank_address ?? '').trim(),
          };
          void confirm(
            row === 'new' ? T.confirmAdd : T.confirmEdit,
            T.effect(body.bank_name, body.bank_no),
            () =>
              row === 'new'
                ? create.mutateAsync(body)
                : update.mutateAsync({ id: row.id, ...body }),
          );
        },
      }}
    >
      <PayBanksNote none={rows.length === 0 && !list.isPending} />
    </CrudPage>
  );
}
