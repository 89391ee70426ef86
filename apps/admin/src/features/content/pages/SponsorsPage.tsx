import { Tag } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import {
  SPONSOR_LIMITS,
  SPONSOR_THEMES,
  sponsor as schema,
  type Sponsor,
} from '@app/contract/site-content';
import { CrudPage, useEditing } from '../../../components/crud/CrudPage.tsx';
import { actionsColumn } from '../../../components/crud/columns.tsx';
import type { FieldItem, FieldSpec } from '../../../components/crud/fields.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { SponsorFacts } from '../components/SponsorFacts.tsx';
import { SPONSORS, TEXT } from '../strings.ts';

/** A sponsor and where it stands in the list (the list is saved as a whole). */
type Row = Sponsor & { index: number };

interface FormValues extends Omit<Sponsor, 'paragraphs'> {
  /** Paragraphs, one per blank-line-separated block. */
  paragraphs: string;
}

const THEMES = SPONSOR_THEMES.map((value) => ({ value, label: SPONSORS.themes[value] }));
const paragraphsOf = (text: string) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** A one-line text of the sponsor (name, field, tagline, mark): its limits from the contract. */
const line = (name: keyof Sponsor, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  schema: schema.shape[name],
  required: SPONSORS.fill(label),
  ...extra,
});

const fieldsOf = (rows: readonly Row[], editing: Row | 'new'): FieldItem[] => [
  {
    row: [
      {
        name: 'type',
        label: TEXT.code,
        extra: SPONSORS.codeHelp,
        width: 90,
        schema: schema.shape.type,
        required: SPONSORS.codeInvalid,
        invalid: SPONSORS.codeInvalid,
        rules: [
          {
            validator: (_r, value: string) =>
              rows.some(
                (s) => s.type === String(value) && (editing === 'new' || s.index !== editing.index),
              )
                ? Promise.reject(new Error(SPONSORS.codeTaken))
                : Promise.resolve(),
          },
        ],
      },
      line('name', TEXT.name),
      line('mark', SPONSORS.markField, { extra: SPONSORS.markHelp, width: 80 }),
      {
        name: 'theme',
        label: SPONSORS.theme,
        kind: 'select',
        options: THEMES,
        width: 90,
        ariaLabel: SPONSORS.theme,
      },
    ],
  },
  {
    name: 'logo',
    label: SPONSORS.logo,
    extra: SPONSORS.logoHelp,
    schema: schema.shape.logo,
    invalid: TEXT.httpsAddressInvalid,
    input: <ImageField label={SPONSORS.logo} />,
  },
  { row: [line('field', SPONSORS.field), line('tagline', SPONSORS.tagline)] },
  {
    name: 'paragraphs',
    label: SPONSORS.body,
    extra: SPONSORS.bodyHelp(SPONSOR_LIMITS.paragraphsMax, SPONSOR_LIMITS.paragraphMax),
    kind: 'textarea',
    rows: 8,
    required: SPONSORS.bodyRequired,
    rules: [
      {
        validator: (_r, value: string) => {
          const parts = paragraphsOf(value);
          if (parts.length > SPONSOR_LIMITS.paragraphsMax)
            return Promise.reject(
              new Error(SPONSORS.tooManyParagraphs(SPONSOR_LIMITS.paragraphsMax)),
            );
          if (parts.some((p) => p.length > SPONSOR_LIMITS.paragraphMax))
            return Promise.reject(
              new Error(SPONSORS.paragraphTooLong(SPONSOR_LIMITS.paragraphMax)),
            );
          return Promise.resolve();
        },
      },
    ],
  },
  { node: <SponsorFacts />, key: 'facts' },
];

/** The first free number (/zhanzhuye?type=N) for a new sponsor. */
const freeType = (rows: readonly Row[]) => {
  for (let n = 1; n < 100; n++) if (!rows.some((s) => s.type === String(n))) return String(n);
  return '';
};

/**
 * 赞助页: the partners of the player's sponsor pages (/zhanzhu, /zhanzhuye?type=N). Plain text
 * only (the app never renders it as HTML). The list is saved as a whole on every change.
 */
export default function SponsorsPage() {
  const list = useCall(adminCalls.sponsors, {});
  const rows: Row[] = (list.data?.sponsors ?? []).map((s, index) => ({ ...s, index }));
  const sponsors = list.data?.sponsors ?? [];
  const editing = useEditing<Row>();
  const save = useAction(adminCalls.sponsorsUpdate, {
    invalidate: [adminCalls.sponsors],
    success: TEXT.saved,
    onSuccess: editing.close,
  });

  return (
    <CrudPage<Row, FormValues>
      title={SPONSORS.title}
      query={list}
      rows={rows}
      rowKey="type"
      empty={SPONSORS.empty}
      add={{
        label: SPONSORS.add,
        disabled: sponsors.length >= SPONSOR_LIMITS.sponsorsMax || list.isPending,
      }}
      columns={[
        { title: TEXT.code, dataIndex: 'type', width: 70 },
        {
          title: SPONSORS.mark,
          dataIndex: 'mark',
          width: 120,
          render: (mark: string, row) =>
            row.logo ? (
              <Thumb src={row.logo} alt={row.name} />
            ) : (
              <Tag color={row.theme}>{mark}</Tag>
            ),
        },
        { title: TEXT.name, dataIndex: 'name' },
        { title: SPONSORS.field, dataIndex: 'field' },
        { title: SPONSORS.tagline, dataIndex: 'tagline' },
        {
          title: SPONSORS.paragraphs,
          dataIndex: 'paragraphs',
          width: 70,
          render: (p: string[]) => p.length,
        },
        actionsColumn<Row>({
          edit: editing.open,
          remove: {
            label: (row) => TEXT.removeOf(row.name),
            busy: () => save.isPending,
            run: (row) => save.mutate({ sponsors: sponsors.filter((_s, i) => i !== row.index) }),
          },
        }),
      ]}
      editing={editing}
      form={{
        title: (row) => (row === 'new' ? SPONSORS.add : SPONSORS.edit),
        width: 720,
        fields: (row) => fieldsOf(rows, row),
        initial: (row) => {
          if (row !== 'new') {
            const { index: _index, ...stored } = row;
            return { ...stored, paragraphs: row.paragraphs.join('\n\n') };
          }
          return {
            type: freeType(rows),
            name: '',
            field: '',
            tagline: '',
            mark: '',
            logo: '',
            theme: 'blue',
            paragraphs: '',
            facts: [],
          };
        },
        busy: save.isPending,
        submit: (values, row) => {
          const next: Sponsor = {
            ...values,
            type: String(values.type).trim(),
            logo: (values.logo ?? '').trim(),
            paragraphs: paragraphsOf(values.paragraphs),
            facts: (values.facts ?? []).map((f) => ({
              label: f.label.trim(),
              value: f.value.trim(),
            })),
          };
          save.mutate({
            sponsors:
              row === 'new'
                ? [...sponsors, next]
                : sponsors.map((s, i) => (i === row.index ? next : s)),
          });
        },
      }}
    />
  );
}
