/**
 * The two sponsorship partners of /zhanzhu and /zhanzhuye (spec part 1 §2: "query type 1 or 2").
 *
 * Decision: the spec shows an external embedded page per partner; this deployment has none to
 * embed, so the detail is our own in-app content. It is generic demo content, labelled as such:
 * no real club, trademark or logo. An operator replacing it edits this file.
 */
export interface Sponsor {
  type: '1' | '2';
  /** Placeholder partner name. */
  name: string;
  /** The field of the partnership. */
  field: string;
  /** Short line on the card. */
  tagline: string;
  /** The monogram drawn in place of a logo. */
  mark: string;
  /** CSS gradient of the card and the detail banner. */
  gradient: string;
  /** Paragraphs of the detail page. */
  paragraphs: readonly string[];
  /** Key facts shown as a list. */
  facts: readonly { label: string; value: string }[];
}

export const SPONSORS: readonly Sponsor[] = [
  {
    type: '1',
    name: '合作伙伴 A',
    field: '足球俱乐部赞助',
    tagline: '官方区域合作伙伴',
    mark: 'A',
    gradient: 'linear-gradient(135deg, #1f4fd8 0%, #2f62e6 55%, #1b74c8 100%)',
    paragraphs: [
      '这是一段示例介绍：平台以区域合作伙伴身份赞助合作伙伴 A 的职业足球赛事，双方在赛事推广、球迷活动与青训公益方面开展合作。',
      '赞助期间，会员可在“优惠活动”中参与与赛事相关的主题活动，具体以活动页面公告为准。',
    ],
    facts: [
      { label: '合作类型', value: '区域合作伙伴' },
      { label: '合作项目', value: '职业足球' },
      { label: '内容状态', value: '示例内容' },
    ],
  },
  {
    type: '2',
    name: '合作伙伴 B',
    field: '篮球赛事赞助',
    tagline: '官方赛事赞助商',
    mark: 'B',
    gradient: 'linear-gradient(135deg, #7a2cf0 0%, #8a3fe0 50%, #a23a9c 100%)',
    paragraphs: [
      '这是一段示例介绍：平台作为赛事赞助商支持合作伙伴 B 的篮球联赛，围绕赛事直播、线下观赛与社区篮球推广开展合作。',
      '合作相关的会员福利会在“优惠活动”中发布，请留意站内公告。',
    ],
    facts: [
      { label: '合作类型', value: '赛事赞助商' },
      { label: '合作项目', value: '篮球联赛' },
      { label: '内容状态', value: '示例内容' },
    ],
  },
];

export function sponsorOf(type: string | null): Sponsor | undefined {
  return SPONSORS.find((sponsor) => sponsor.type === type);
}
