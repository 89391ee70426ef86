import { Form, Input, Modal, Typography } from 'antd';
import type { FormRule } from 'antd';
import { adminSportsFixtureCreatePayload } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { SPORT_NAMES, SPORTS, type Sport } from '@app/contract/sports-constants';
import { Fields, type FieldItem } from '../../../components/crud/fields.tsx';
import { useAction } from '../../../lib/query.ts';
import { parseBeijing } from '../format.ts';
import { CREATE_FIXTURE as T, SPORTS_TEXT } from '../strings.ts';

interface Values {
  sport: Sport;
  league: string;
  home: string;
  away: string;
  starts_at: string;
}

const shape = adminSportsFixtureCreatePayload.shape;

/** The away team: not the home team (the contract's message says both). */
const otherTeam: FormRule = ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) =>
    !value || value.trim() !== String(getFieldValue('home') ?? '').trim()
      ? Promise.resolve()
      : Promise.reject(new Error(T.teamInvalid)),
});

/** A start time in Beijing time (the input's datetime-local value). */
const startRule: FormRule = {
  validator: (_, value: string | undefined) =>
    parseBeijing(value) !== null ? Promise.resolve() : Promise.reject(new Error(T.startInvalid)),
};

const FIELDS: FieldItem[] = [
  {
    name: 'sport',
    label: T.sport,
    kind: 'radio',
    required: T.sportRequired,
    options: SPORTS.map((s) => ({ value: s, label: SPORT_NAMES[s] })),
  },
  {
    name: 'league',
    label: T.league,
    schema: shape.league,
    required: T.leagueInvalid,
    tooLong: () => T.leagueInvalid,
  },
  {
    row: [
      {
        name: 'home',
        label: T.home,
        schema: shape.home,
        required: T.teamInvalid,
        tooLong: () => T.teamInvalid,
      },
      {
        name: 'away',
        label: T.away,
        schema: shape.away,
        required: T.teamInvalid,
        tooLong: () => T.teamInvalid,
        dependencies: ['home'],
        rules: [otherTeam],
      },
    ],
    columns: true,
  },
  {
    name: 'starts_at',
    label: T.startsAt,
    rules: [startRule],
    input: <Input type="datetime-local" aria-label={T.startsAt} style={{ width: 240 }} />,
  },
];

/** 新建赛事: sport, league, teams, start; the server makes the sport's markets. */
export function CreateFixtureDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [form] = Form.useForm<Values>();
  const create = useAction(adminCalls.adminSportsFixtureCreate, {
    invalidate: [adminCalls.adminSportsFixtures],
    success: T.created,
    onSuccess: (fixture) => {
      onClose();
      onCreated(fixture.id);
    },
  });
  const submit = (v: Values) =>
    create.mutate({
      sport: v.sport,
      league: v.league.trim(),
      home: v.home.trim(),
      away: v.away.trim(),
      starts_at: parseBeijing(v.starts_at) ?? Number.NaN,
    });
  return (
    <Modal
      open
      title={T.title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={T.submit}
      cancelText={SPORTS_TEXT.cancel}
      confirmLoading={create.isPending}
      width={560}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ sport: 'football' }}
      >
        <Fields items={FIELDS} />
      </Form>
      <Typography.Paragraph type="secondary">{T.help}</Typography.Paragraph>
    </Modal>
  );
}
