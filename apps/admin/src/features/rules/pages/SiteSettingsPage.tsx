import { useEffect } from 'react';
import { Button, Card, ConfigProvider, Form, Input, InputNumber, Space, Switch } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminSettings } from '@app/contract/admin';
import { PageCard } from '../../../components/PageCard.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';

type AppForm = Omit<AdminSettings['app'], 'site_state' | 'index_modal' | 'redpacket_switch'> & {
  site_state: boolean;
  index_modal: boolean;
  redpacket_switch: boolean;
};

const SWITCHES = ['site_state', 'index_modal', 'redpacket_switch'] as const;
const LINKS = [
  ['site_logo', '站点Logo地址'],
  ['h5_url', 'H5地址'],
  ['ios_download_url', 'iOS下载地址'],
  ['ios_download_qrcode', 'iOS下载二维码地址'],
] as const;
const LINK = /^(|https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;

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
    success: '在线人数门槛已保存',
  });
  const [form] = Form.useForm<{ threshold: number }>();
  useEffect(() => {
    if (query.data) form.setFieldsValue(query.data);
  }, [query.data, form]);
  return (
    <Card size="small" title="在线人数显示">
      <Form
        form={form}
        layout="inline"
        onFinish={(values) =>
          void confirm('保存在线人数门槛？', `达到 ${values.threshold} 人的类别才显示人数。`, () =>
            update.mutateAsync({ threshold: values.threshold }),
          )
        }
      >
        <Form.Item
          name="threshold"
          label="显示门槛（人）"
          rules={[{ required: true, message: '请输入门槛' }]}
        >
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Button htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form>
    </Card>
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
    success: '站点设置已保存',
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
      '保存站点设置？',
      next.site_state === 0 ? '站点将进入维护状态，玩家看到维护提示。' : '修改立即对所有玩家生效。',
      () => update.mutateAsync({ app: changed }),
    );
  };

  return (
    // The text counter's grey is 3.4:1 on white: a darker one here.
    <ConfigProvider theme={{ token: { colorTextDescription: 'rgba(0, 0, 0, 0.65)' } }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <PageCard title="站点设置" query={query}>
          <Form<AppForm>
            form={form}
            layout="vertical"
            disabled={!mayEdit || !app}
            onFinish={submit}
            style={{ maxWidth: 720 }}
          >
            <Form.Item
              name="title"
              label="站点名称"
              rules={[{ required: true, max: 64, message: '请输入1~64字的站点名称' }]}
            >
              <Input />
            </Form.Item>
            <Space size={32} wrap>
              {SWITCHES.map((name) => (
                <Form.Item
                  key={name}
                  name={name}
                  valuePropName="checked"
                  label={
                    name === 'site_state'
                      ? '站点开放'
                      : name === 'index_modal'
                        ? '首页弹窗'
                        : '红包活动'
                  }
                >
                  <Switch checkedChildren="开" unCheckedChildren="关" />
                </Form.Item>
              ))}
            </Space>
            <Form.Item
              name="repair_tips"
              label="维护提示"
              rules={[{ max: 255, message: '最多255字' }]}
            >
              <Input.TextArea rows={2} showCount maxLength={255} />
            </Form.Item>
            <Form.Item name="webcontent" label="首页弹窗内容（HTML）">
              <Input.TextArea rows={4} />
            </Form.Item>
            {LINKS.map(([name, label]) => (
              <Form.Item
                key={name}
                name={name}
                label={label}
                rules={[{ pattern: LINK, message: '请输入 http(s) 地址或站内路径' }]}
              >
                <Input />
              </Form.Item>
            ))}
            {mayEdit ? (
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                保存
              </Button>
            ) : null}
          </Form>
        </PageCard>
        {mayCounts ? <PlayerCountCard /> : null}
      </Space>
    </ConfigProvider>
  );
}
