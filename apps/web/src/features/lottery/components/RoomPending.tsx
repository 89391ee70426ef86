import { PageLoading } from '../../../components/PageLoading.tsx';
import { RoomFrame } from './RoomFrame.tsx';
import { RoomInput } from './RoomInput.tsx';

const ignore = () => {};

/**
 * A room whose answer is on its way: its top bar and input row where the room will show them, the
 * loading line in the chat's place. The same markup is the room's first paint (app/first-paint.tsx),
 * before any script has run; the input row's hint is the screen's largest paint. Its input takes
 * nothing until the room is there (text typed into it would be lost when the room replaces it).
 */
export function RoomPending({
  title,
  lotteryType,
  onBack,
}: {
  title: string;
  lotteryType: number;
  onBack: () => void;
}) {
  return (
    <RoomFrame title={title} onBack={onBack}>
      <div className="lottery-room">
        <div className="lottery-chat">
          <PageLoading />
        </div>
        <RoomInput
          lotteryType={lotteryType}
          text=""
          betting={false}
          onText={ignore}
          onSend={ignore}
          onHelp={ignore}
          onBet={ignore}
          readOnly
        />
      </div>
    </RoomFrame>
  );
}
