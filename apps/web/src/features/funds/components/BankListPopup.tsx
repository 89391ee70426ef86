import { useQuery } from '@tanstack/react-query';
import { List, Popup, Skeleton } from 'antd-mobile';
import { bankListQueryOptions } from '../../../api/bank-list.ts';
import { FUNDS_TEXT } from '../strings.ts';

/** The bank list to pick the depositor's bank from (asked once `enabled`). */
export function BankListPopup({
  enabled,
  visible,
  onClose,
  onPick,
}: {
  enabled: boolean;
  visible: boolean;
  onClose: () => void;
  onPick: (bankName: string) => void;
}) {
  const banks = useQuery({ ...bankListQueryOptions, enabled });
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="funds-popup">
      <div className="funds-popup__title">{FUNDS_TEXT.bankListTitle}</div>
      {banks.data && banks.data.length > 0 ? (
        <List className="funds-popup__list">
          {banks.data.map((item) => (
            <List.Item
              key={item.bank_name}
              prefix={
                item.ico ? <img className="funds-bank-ico" src={item.ico} alt="" /> : undefined
              }
              onClick={() => onPick(item.bank_name)}
            >
              {item.bank_name}
            </List.Item>
          ))}
        </List>
      ) : banks.isPending && banks.fetchStatus !== 'idle' ? (
        <Skeleton.Paragraph lineCount={5} animated />
      ) : (
        <div className="funds-empty">{FUNDS_TEXT.bankListEmpty}</div>
      )}
    </Popup>
  );
}
