import { Dialog } from 'antd-mobile';
import { LOTTERY_TEXT } from '../strings.ts';

/** 玩法说明: how to bet, the text commands of type 2 rooms, the 13/14 rule, the provably fair note. */
export function HelpDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Dialog
      // above the bet panel (a Popup of the same z-index opened before it)
      style={{ '--z-index': '1020' }}
      visible={visible}
      title={LOTTERY_TEXT.helpTitle}
      aria-label={LOTTERY_TEXT.helpTitle}
      closeOnMaskClick
      onClose={onClose}
      content={
        <div className="lottery-help">
          {LOTTERY_TEXT.helpSections.map((section) => (
            <section key={section.title}>
              <h4>{section.title}</h4>
              {section.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </section>
          ))}
        </div>
      }
      actions={[{ key: 'close', text: LOTTERY_TEXT.helpClose, onClick: onClose }]}
    />
  );
}
