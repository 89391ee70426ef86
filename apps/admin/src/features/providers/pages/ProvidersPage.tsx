import { useState } from 'react';
import type { AdminProvider } from '@app/contract/admin-providers';
import { adminCalls } from '@app/contract/endpoint-routes';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { CredentialsDrawer } from '../components/CredentialsDrawer.tsx';
import { providerColumns } from '../components/provider-columns.tsx';
import { providerFields } from '../components/provider-fields.tsx';
import { useProviderChecks } from '../components/ProviderChecks.tsx';
import { NEW_PROVIDER, payloadOf, valuesOf, type ProviderValues } from '../provider-values.ts';
import { FORM, LIST as T } from '../strings.ts';

/**
 * 厂商管理: the game providers (mode, signing, address, categories, games, credentials set,
 * enabled); the admin adds and edits them, sets their credentials, tests the connection and
 * syncs their games; finance reads the list and goes to 对账.
 */
export default function ProvidersPage() {
  const list = useCall(adminCalls.adminProviders, {});
  const mayEdit = useMayCall('adminProviderSave');
  const mayReconcile = useMayCall('adminProviderReconcile');
  const editing = useEditing<AdminProvider>();
  const [credentialsOf, setCredentialsOf] = useState<string | null>(null);
  const checks = useProviderChecks();
  const save = useAction(adminCalls.adminProviderSave, {
    invalidate: [adminCalls.adminProviders],
    success: T.saved,
    onSuccess: editing.close,
  });
  const rows = list.data ?? [];
  // The drawer follows the list's row, so a saved key shows as set at once.
  const credentialsRow = rows.find((r) => r.code === credentialsOf);

  return (
    <>
      <CrudPage<AdminProvider, ProviderValues>
        title={T.title}
        query={list}
        rows={rows}
        rowKey="code"
        empty={T.empty}
        add={mayEdit ? { label: T.add } : undefined}
        scrollX={1000}
        columns={providerColumns({
          mayEdit,
          mayReconcile,
          edit: editing.open,
          credentials: (row) => setCredentialsOf(row.code),
          test: (row) => checks.run('test', row),
          sync: (row) => checks.run('sync', row),
          busy: checks.busy,
        })}
        editing={editing}
        form={{
          title: (row) => (row === 'new' ? FORM.addTitle : FORM.editTitle(row.name)),
          fields: providerFields,
          initial: (row) => (row === 'new' ? NEW_PROVIDER : valuesOf(row)),
          submit: (values, row) => save.mutate(payloadOf(values, row === 'new' ? undefined : row)),
          busy: save.isPending,
          width: 760,
        }}
      />
      {credentialsRow ? (
        <CredentialsDrawer provider={credentialsRow} onClose={() => setCredentialsOf(null)} />
      ) : null}
      {checks.node}
    </>
  );
}
