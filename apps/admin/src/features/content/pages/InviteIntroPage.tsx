import { Alert, Button, Card, Form, Input, Space, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField } from '../components/ImageField.tsx';
import { TEXT } from '../text.ts';

type Intro = ResponseOf<typeof adminCalls.agentIntro>;
const LIMITS = { imagesMax: 8, altMax: 64, textMax: 2000 } as const;

/**
 * 邀请图片: the pictures and text of the player's invite page (the bonus introduction, POST
 * /api/inviteIntro). Saved as a whole.
 */
export default function InviteIntroPage() {
  const intro = useCall(adminCalls.agentIntro, {});
  const save = useAction(adminCalls.agentIntroUpdate, {
    invalidate: [adminCalls.agentIntro],
    success: TEXT.saved,
  });

  return (
    <PageCard title="邀请图片" query={intro}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="玩家“邀请好友”页面展示的奖励说明图片与文字，按顺序显示。"
      />
      {intro.isPending ? (
        <Spin />
      ) : intro.data ? (
        <Form<Intro>
          key={JSON.stringify(intro.data)}
          layout="vertical"
          initialValues={intro.data}
          onFinish={(values) => {
            const images = (values.images ?? []).map((image) => ({
              src: image.src.trim(),
              alt: (image.alt ?? '').trim(),
            }));
            const text = (values.text ?? '').trim();
            // The built-in pictures are inline (data:) images the server draws and would refuse
            // as an address: unchanged pictures are not sent, only the text.
            const same = JSON.stringify(images) === JSON.stringify(intro.data?.images);
            save.mutate(same ? { text } : { images, text });
          }}
        >
          <Form.List name="images">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={`图片 ${index + 1}`}
                    style={{ marginBottom: 12 }}
                    extra={
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`移除图片${index + 1}`}
                        onClick={() => remove(field.name)}
                      >
                        移除
                      </Button>
                    }
                  >
                    <Form.Item
                      name={[field.name, 'src']}
                      label="图片"
                      rules={[
                        { required: true, message: '请上传图片或填写地址' },
                        {
                          validator: (_rule, value: string) =>
                            /^(https:\/\/\S+|\/\S*)$/.test(value ?? '') ||
                            intro.data?.images.some((image) => image.src === value)
                              ? Promise.resolve()
                              : Promise.reject(new Error('地址须以 https:// 或 / 开头')),
                        },
                      ]}
                    >
                      <ImageField label={`邀请图片${index + 1}`} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'alt']}
                      label="图片说明（读屏软件朗读）"
                      rules={[{ max: LIMITS.altMax, message: `不能超过${LIMITS.altMax}个字` }]}
                    >
                      <Input maxLength={LIMITS.altMax} />
                    </Form.Item>
                  </Card>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= LIMITS.imagesMax}
                  onClick={() => add({ src: '', alt: '' })}
                  style={{ marginBottom: 16 }}
                >
                  添加图片（最多{LIMITS.imagesMax}张）
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item
            name="text"
            label="说明文字"
            rules={[{ max: LIMITS.textMax, message: `不能超过${LIMITS.textMax}个字` }]}
          >
            <Input.TextArea rows={6} maxLength={LIMITS.textMax} showCount />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {TEXT.save}
            </Button>
          </Space>
        </Form>
      ) : null}
    </PageCard>
  );
}
