import { Alert, App, Button, Card, Form } from 'antd';
import { adminChainSettingsPayload as schema, type AdminChains } from '@app/contract/admin-chain';
import type { Chain } from '@app/contract/chain-constants';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { Fields, type FieldItem } from '../../../components/crud/fields.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction } from '../../../lib/query.ts';
import { SETTINGS_FORM as T } from '../strings.ts';

interface Values {
  confirmations: Partial<Record<Chain, number>>;
  underpay_tolerance: string;
}

const confirmationsSchema = schema.shape.confirmations.unwrap().valueType;

function fieldsOf(chains: AdminChains): FieldItem[] {
  return [
    {
      row: chains.chains.map((chain) => ({
        name: ['confirmations', chain.chain],
        label: T.confirmationsOf(chain.label),
        kind: 'number' as const,
        schema: confirmationsSchema,
        rules: [{ required: true, message: MSG.chainConfirmationsInvalid }],
        width: 160,
      })),
    },
    {
      name: 'underpay_tolerance',
      label: T.tolerance,
      schema: schema.shape.underpay_tolerance,
      required: MSG.chainToleranceInvalid,
      invalid: MSG.chainToleranceInvalid,
      extra: T.toleranceHelp,
      width: 200,
    },
  ];
}

/**
 * The settings of USDT on chain: confirmations per chain and the under-payment tolerance. Saved
 * after a confirmation (admin only: shown disabled to finance); the server's message on error.
 */
export function ChainSettingsForm({ chains }: { chains: AdminChains }) {
  const { modal } = App.useApp();
  const mayEdit = useMayCall('adminChainSettings');
  const save = useAction(adminCalls.adminChainSettings, {
    invalidate: [adminCalls.adminChains],
    success: T.saved,
  });
  const initial: Values = {
    confirmations: Object.fromEntries(chains.chains.map((c) => [c.chain, c.confirmations])),
    underpay_tolerance: chains.underpay_tolerance,
  };
  const submit = (values: Values) => {
    modal.confirm({
      title: T.confirmTitle,
      content: T.confirmContent,
      okText: T.ok,
      cancelText: T.cancel,
      onOk: () =>
        save
          .mutateAsync({
            confirmations: values.confirmations,
            underpay_tolerance: values.underpay_tolerance.trim(),
          })
          .catch(() => undefined),
    });
  };
  return (
    <Card size="small" title={T.title}>
      {mayEdit ? null : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={T.adminOnly} />
      )}
      <Form<Values>
        key={JSON.stringify(initial)}
        layout="vertical"
        disabled={!mayEdit}
        initialValues={initial}
        onFinish={submit}
      >
        <Fields items={fieldsOf(chains)} />
        {mayEdit ? (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {T.save}
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}
