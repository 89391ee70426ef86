import { List, Tag } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { SERVICE_SHIFTS } from '@app/contract/games-constants';
import { currentServiceShift } from '../../../api/service-url.ts';
import { SERVICE_TEXT } from '../strings.ts';
import { SHIFT_TAG_COLOR } from '../../../theme.ts';

/**
 * The conversation tab's two online support shifts (spec part 1 §2, part 2 §2): 在线客服1
 * 00:00-12:00 and 在线客服2 12:00-24:00, Beijing time; the one on duty is marked.
 */
export function ShiftList({ header, onOpen }: { header: string; onOpen: (shift: string) => void }) {
  const onDuty = currentServiceShift();
  return (
    <List header={header} mode="card" className="service-list">
      {SERVICE_SHIFTS.map((shift) => (
        <List.Item
          key={shift.key}
          prefix={
            <span className="service-list__icon service-list__icon--shift" aria-hidden>
              <ClockCircleOutline />
            </span>
          }
          description={`${SERVICE_TEXT.beijingTime} ${shift.hours}`}
          extra={
            shift.key === onDuty ? (
              // A darker green than antd-mobile's: readable on white (WCAG AA).
              <Tag color={SHIFT_TAG_COLOR} fill="outline">
                {SERVICE_TEXT.onDuty}
              </Tag>
            ) : undefined
          }
          onClick={() => onOpen(shift.key)}
        >
          {shift.label}
        </List.Item>
      ))}
    </List>
  );
}
