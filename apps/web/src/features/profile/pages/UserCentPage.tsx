import { Button, ErrorBlock, List, Skeleton, Switch } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UserSettingKey } from '@app/contract/profile-constants';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { logout } from '../../../lib/auth.ts';
import { confirm } from '../../../lib/feedback.ts';
import { useUpdateUserSettings, useUserSettings } from '../api/user-settings.ts';
import { PROFILE_TEXT as T } from '../strings.ts';
import '../profile.css';

const SWITCHES: readonly { key: UserSettingKey; title: string; hint: string }[] = [
  { key: 'msg_time', title: T.msgTime, hint: T.msgTimeHint },
  { key: 'win_notice', title: T.winNotice, hint: T.winNoticeHint },
  { key: 'quiet_mode', title: T.quietMode, hint: T.quietModeHint },
];

/**
 * /userCent (spec part 1 §2 Personal screens): three switches saved for the player on the server
 * (message time display on, win notification on, quiet mode off by default), about, help and
 * logout (asks first; the session ends locally whether or not the call succeeds, spec part 1 §4).
 */
export function UserCentPage() {
  const settings = useUserSettings();
  const update = useUpdateUserSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const askLogout = async () => {
    const confirmed = await confirm({
      content: T.logoutConfirm,
      confirmText: T.ok,
      cancelText: T.cancel,
    });
    if (!confirmed) return;
    await logout(queryClient);
    void navigate('/login', { replace: true });
  };

  return (
    <TitledPage title={T.settingsTitle}>
      <div className="profile-page">
        {settings.data ? (
          <List header={T.notifications} mode="card" className="profile-list">
            {SWITCHES.map(({ key, title, hint }) => (
              <List.Item
                key={key}
                description={hint}
                extra={
                  <Switch
                    aria-label={title}
                    checked={settings.data[key] === 1}
                    loading={update.isPending && update.variables?.[key] !== undefined}
                    onChange={(on) => update.mutate({ [key]: on ? 1 : 0 })}
                  />
                }
              >
                {title}
              </List.Item>
            ))}
          </List>
        ) : settings.isError ? (
          <ErrorBlock status="default" title={T.loadFailed} description={settings.error.message}>
            <Button color="primary" size="small" onClick={() => void settings.refetch()}>
              {T.retry}
            </Button>
          </ErrorBlock>
        ) : (
          <div className="profile-card" aria-busy="true">
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        )}

        <List header={T.more} mode="card" className="profile-list">
          <List.Item description={T.responsibleHint} onClick={() => void navigate('/responsible')}>
            {T.responsible}
          </List.Item>
          <List.Item onClick={() => void navigate('/boutBallBetInfo?type=7')}>{T.about}</List.Item>
          <List.Item onClick={() => void navigate('/boutBallBet')}>{T.help}</List.Item>
        </List>

        <div className="profile-actions">
          <Button block shape="rounded" onClick={() => void askLogout()}>
            {T.logout}
          </Button>
        </div>
      </div>
    </TitledPage>
  );
}
