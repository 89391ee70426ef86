import { Alert, Button, Card, Form, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { AGENT_LIMITS, adminAgentIntroUpdatePayload as schema } from '@app/contract/agents';
import { Field, Fields } from '../../../components/crud/fields.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { S } from '../../../components/strings.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { limitsOf } from '../../../lib/schema-rules.ts';
import { ImageField } from '../components/ImageField.tsx';
import { INVITE, TEXT } from '../strings.ts';

type Intro = ResponseOf<typeof adminCalls.agentIntro>;
const image = schema.shape.images.unwrap().element.shape;

/** One picture of the list: its address (upload or type) and its spoken description. */
function ImageCard({
  field,
  index,
  stored,
  onRemove,
}: {
  field: { key: number; name: number };
  index: number;
  stored: Intro['images'];
  onRemove: () => void;
}) {
  // The built-in pictures are inline (data:) images the server draws: kept as they are.
  const https = limitsOf(image.src).patterns;
  return (
    <Card
      size="small"
      title={INVITE.imageOf(index + 1)}
      style={{ marginBottom: 12 }}
      extra={
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={INVITE.removeImage(index + 1)}
          onClick={onRemove}
        >
          {INVITE.remove}
        </Button>
      }
    >
      <Field
        field={{
          name: [field.name, 'src'],
          label: TEXT.image,
          required: INVITE.srcRequired,
          input: <ImageField label={INVITE.pictureOf(index + 1)} />,
          rules: [
            {
              validator: (_rule, value: string) =>
                https.every((p) => p.test(value ?? '')) || stored.some((i) => i.src === value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(TEXT.httpsAddressInvalid)),
            },
          ],
        }}
      />
      <Field
        field={{
          name: [field.name, 'alt'],
          label: INVITE.alt,
          schema: image.alt,
          tooLong: INVITE.tooLong,
        }}
      />
    </Card>
  );
}

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
  const submit = (values: Intro) => {
    const images = (values.images ?? []).map((i) => ({
      src: i.src.trim(),
      alt: (i.alt ?? '').trim(),
    }));
    const text = (values.text ?? '').trim();
    // The built-in pictures are inline (data:) images the server draws and would refuse as an
    // address: unchanged pictures are not sent, only the text.
    const same = JSON.stringify(images) === JSON.stringify(intro.data?.images);
    save.mutate(same ? { text } : { images, text });
  };

  return (
    <PageCard title={INVITE.title} query={intro}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={INVITE.hint} />
      {intro.isPending ? (
        <Spin />
      ) : intro.data ? (
        <Form<Intro>
          key={JSON.stringify(intro.data)}
          layout="vertical"
          initialValues={intro.data}
          onFinish={submit}
        >
          <Form.List name="images">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <ImageCard
                    key={field.key}
                    field={field}
                    index={index}
                    stored={intro.data?.images ?? []}
                    onRemove={() => remove(field.name)}
                  />
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= AGENT_LIMITS.introImagesMax}
                  onClick={() => add({ src: '', alt: '' })}
                  style={{ marginBottom: 16 }}
                >
                  {INVITE.addImage(AGENT_LIMITS.introImagesMax)}
                </Button>
              </>
            )}
          </Form.List>
          <Fields
            items={[
              {
                name: 'text',
                label: INVITE.text,
                kind: 'textarea',
                rows: 6,
                showCount: true,
                schema: schema.shape.text,
                tooLong: INVITE.tooLong,
              },
            ]}
          />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {S.save}
          </Button>
        </Form>
      ) : null}
    </PageCard>
  );
}
