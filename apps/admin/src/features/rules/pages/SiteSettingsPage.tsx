import { useEffect } from 'react';
import { Alert, Button, Card, ConfigProvider, Form, InputNumber, Space, Switch } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import { appSettingsChanges, type AdminSettings } from '@app/contract/admin';
import { PageCard } from '../../../components/PageCard.tsx';
import { Field } from '../../../components/crud/fields.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';
import { SITE_SETTINGS_PAGE } from '../strings.ts';

type AppForm = Omit<AdminSettings['app'], 'site_state' | 'index_modal' | 'redpacket_switch'> & {
  site_state: boolean;
  index_modal: boolean;
  redpacket_switch: boolean;
};

const SWITCHES = ['site_state', 'index_modal', 'redpacket_switch'] as const;
const LINKS = [
  ['site_logo', SITE_SETTINGS_PAGE.logoUrl],
  ['h5_url', SITE_SETTINGS_PAGE.h5Url],
  ['ios_download_url', SITE_SETTINGS_PAGE.iosDownloadUrl],
  ['ios_download_qrcode', SITE_SETTINGS_PAGE.iosQrCodeUrl],
] as const;
/** The site's text fields, their limits from the contract's schema of the change. */
const FIELDS = appSettingsChanges.shape;

const toForm = (app: AdminSettings['app']): AppForm => ({
  ...app,
  site_state: app.site_state === 1,
  index_modal: app.index_modal === 1,
  redpacket_switch: app.redpacket_switch === 1,
});

/** The player-count threshold (the home tiles show a count only at or above it). */
function PlayerCountCard() {
  const query = useCall(adminCalls.playerCounts);
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.playerCountsUpdate, {
    invalidate: [adminCalls.playerCounts],
    success: SITE_SETTINGS_PAGE.thresholdSaved,
  });
  const [form] = Form.useForm<{ threshold: number }>();
  useEffect(() => {
    if (query.data) form.setFieldsValue(query.data);
  }, [query.data, form]);
  return (
    <Card size="small" title={SITE_SETTINGS_PAGE.playerCounts}>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) =>
          void confirm(
            SITE_SETTINGS_PAGE.confirmThreshold,
            SITE_SETTINGS_PAGE.thresholdEffect(values.threshold),
            () => update.mutateAsync({ threshold: values.threshold }),
          )
        }
      >
        <Form.Item
          name="threshold"
          label={SITE_SETTINGS_PAGE.threshold}
          rules={[{ required: true, message: SITE_SETTINGS_PAGE.thresholdRequired }]}
        >
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Button htmlType="submit" loading={update.isPending}>
          {SITE_SETTINGS_PAGE.save}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The server has no PUBLIC_URL: the addresses players share (/app, /inviter) are the one the app
 * was opened at, so invite links do not work for others until it is set.
 */
function PublicUrlMissing() {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16, maxWidth: 720 }}
      data-testid="public-url-missing"
      message={SITE_SETTINGS_PAGE.publicUrlMissing}
      description={SITE_SETTINGS_PAGE.publicUrlMissingHelp}
    />
  );
}

/** 站点设置: repair mode and its text, the welcome popup, switches, links; the player-count threshold. */
export default function SiteSettingsPage() {
  const query = useCall(adminCalls.settings);
  const mayEdit = useMayCall('settingsUpdate');
  const mayCounts = useMayCall('playerCounts');
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.settingsUpdate, {
    invalidate: [adminCalls.settings],
    success: SITE_SETTINGS_PAGE.siteSaved,
  });
  const [form] = Form.useForm<AppForm>();
  const app = query.data?.app;
  useEffect(() => {
    if (app) form.setFieldsValue(toForm(app));
  }, [app, form]);

  const submit = (values: AppForm) => {
    if (!app) return;
    const next = {
      ...values,
      site_state: values.site_state ? 1 : 0,
      index_modal: values.index_modal ? 1 : 0,
      redpacket_switch: values.redpacket_switch ? 1 : 0,
    } as AdminSettings['app'];
    const changed = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => app[key as keyof typeof app] !== value),
    );
    if (Object.keys(changed).length === 0) return;
    void confirm(
      SITE_SETTINGS_PAGE.confirmSave,
      next.site_state === 0 ? SITE_SETTINGS_PAGE.repairEffect : SITE_SETTINGS_PAGE.saveEffect,
      () => update.mutateAsync({ app: changed }),
    );
  };

  return (
    // The text counter's grey is 3.4:1 on white: a darker one here.
    <ConfigProvider theme={{ token: { colorTextDescription: 'rgba(0, 0, 0, 0.65)' } }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <PageCard title={SITE_SETTINGS_PAGE.siteSettings} query={query}>
          {query.data?.public_url === '' ? <PublicUrlMissing /> : null}
          <Form<AppForm>
            form={form}
            layout="vertical"
            disabled={!mayEdit || !app}
            onFinish={submit}
            style={{ maxWidth: 720 }}
          >
            <Field
              field={{
                name: 'title',
                label: SITE_SETTINGS_PAGE.siteName,
                schema: FIELDS.title,
                required: SITE_SETTINGS_PAGE.siteNameRule,
                tooLong: () => SITE_SETTINGS_PAGE.siteNameRule,
                capped: false,
              }}
            />
            <Space size={32} wrap>
              {SWITCHES.map((name) => (
                <Form.Item
                  key={name}
                  name={name}
                  valuePropName="checked"
                  label={
                    name === 'site_state'
                      ? SITE_SETTINGS_PAGE.siteOpen
                      : name === 'index_modal'
                        ? SITE_SETTINGS_PAGE.homePopup
                        : SITE_SETTINGS_PAGE.redPackets
                  }
                >
                  <Switch
                    checkedChildren={SITE_SETTINGS_PAGE.checkedChildren}
                    unCheckedChildren={SITE_SETTINGS_PAGE.unCheckedChildren}
                  />
                </Form.Item>
              ))}
            </Space>
            <Field
              field={{
                name: 'repair_tips',
                label: SITE_SETTINGS_PAGE.repairTips,
                schema: FIELDS.repair_tips,
                kind: 'textarea',
                rows: 2,
                showCount: true,
                tooLong: () => SITE_SETTINGS_PAGE.max255,
              }}
            />
            <Field
              field={{
                name: 'webcontent',
                label: SITE_SETTINGS_PAGE.homePopupHtml,
                schema: FIELDS.webcontent,
                kind: 'textarea',
                capped: false,
              }}
            />
            {LINKS.map(([name, label]) => (
              <Field
                key={name}
                field={{ name, label, schema: FIELDS[name], invalid: SITE_SETTINGS_PAGE.urlRule }}
              />
            ))}
            {mayEdit ? (
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {SITE_SETTINGS_PAGE.save}
              </Button>
            ) : null}
          </Form>
        </PageCard>
        {mayCounts ? <PlayerCountCard /> : null}
      </Space>
    </ConfigProvider>
  );
}
