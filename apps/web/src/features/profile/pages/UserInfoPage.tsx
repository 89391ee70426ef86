import { Button, DatePicker, ErrorBlock, Input, List, Skeleton } from 'antd-mobile';
import { useId, useState } from 'react';
import { BIRTHDAY_MIN } from '@app/contract/profile-constants';
import { contactError } from '@app/domain/profile';
import { Avatar } from '../../../components/Avatar.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser, type UserInfo } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';
import { PROFILE_TEXT as T } from '../strings.ts';
import '../profile.css';

/** YYYY-MM-DD of a day in Beijing time (the picker's days and the server's "today"). */
export function beijingDay(at: Date): string {
  return at.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * /userInfo (spec part 1 §2 Personal screens, §5): the avatar (uploadimg), username and real name
 * read-only, birthday from a picker (1980-01-01 to today), mobile and e-mail, and 确认
 * (updateuserinfo) after the spec's checks, the same ones the server runs (packages/domain).
 */
export function UserInfoPage() {
  const user = useUser();
  return (
    <TitledPage title={T.userInfoTitle}>
      {user.data ? (
        <ProfileForm key={user.data.id} user={user.data} />
      ) : user.isError ? (
        <ErrorBlock status="default" title={T.loadFailed} description={user.error.message}>
          <Button color="primary" size="small" onClick={() => void user.refetch()}>
            {T.retry}
          </Button>
        </ErrorBlock>
      ) : (
        <div className="profile-page" aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
    </TitledPage>
  );
}

function ProfileForm({ user }: { user: UserInfo }) {
  const [mobile, setMobile] = useState(user.mobile);
  const [email, setEmail] = useState(user.email);
  const [birthday, setBirthday] = useState(user.birthday);
  const [picking, setPicking] = useState(false);
  const fieldId = useId();
  const save = useUpdateUserInfo();
  const today = beijingDay(new Date());

  const submit = () => {
    const contact = { mobile: mobile.trim(), email: email.trim(), birthday };
    const error = contactError(contact, today);
    if (error) {
      toast(error, 'fail');
      return;
    }
    save.mutate(contact);
  };

  return (
    <div className="profile-page">
      <AvatarSection user={user} />

      <List mode="card" className="profile-list">
        <List.Item extra={user.username}>{T.username}</List.Item>
        <List.Item extra={user.realname || T.notSet}>{T.realname}</List.Item>
        <List.Item
          extra={birthday || T.pickBirthday}
          onClick={() => setPicking(true)}
          arrowIcon
          aria-label={`${T.birthday} ${birthday || T.pickBirthday}`}
        >
          {T.birthday}
        </List.Item>
        <List.Item>
          <ContactField
            id={`${fieldId}-mobile`}
            label={T.mobile}
            value={mobile}
            onChange={setMobile}
            placeholder={T.mobilePlaceholder}
            type="tel"
            inputMode="numeric"
            maxLength={11}
          />
        </List.Item>
        <List.Item>
          <ContactField
            id={`${fieldId}-email`}
            label={T.email}
            value={email}
            onChange={setEmail}
            placeholder={T.emailPlaceholder}
            type="email"
            maxLength={128}
          />
        </List.Item>
      </List>

      <div className="profile-actions">
        <Button block color="primary" shape="rounded" loading={save.isPending} onClick={submit}>
          {T.confirm}
        </Button>
      </div>

      <DatePicker
        title={T.pickBirthday}
        visible={picking}
        onClose={() => setPicking(false)}
        min={parseDay(BIRTHDAY_MIN)}
        max={parseDay(today)}
        defaultValue={parseDay(birthday || '1990-01-01')}
        confirmText={T.ok}
        cancelText={T.cancel}
        onConfirm={(value) => setBirthday(localDay(value))}
      />
    </div>
  );
}

/** The avatar, a new one uploaded from a picked image. */
function AvatarSection({ user }: { user: UserInfo }) {
  const avatar = useUploadAvatar();
  return (
    <section className="profile-avatar">
      <Avatar src={user.avatar} name={user.username} size={80} />
      <label className="profile-avatar__button" aria-busy={avatar.isPending}>
        {avatar.isPending ? T.uploading : T.changeAvatar}
        <input
          className="profile-avatar__input"
          type="file"
          accept="image/gif,image/png,image/jpeg"
          disabled={avatar.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) avatar.upload(file);
          }}
        />
      </label>
      <p className="profile-avatar__hint">{T.avatarHint}</p>
    </section>
  );
}

/** A contact field of the profile: its label and input. */
function ContactField({
  id,
  label,
  value,
  onChange,
  placeholder,
  type,
  inputMode,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  type: 'tel' | 'email';
  inputMode?: 'numeric';
  maxLength: number;
}) {
  return (
    <div className="profile-field">
      <label className="profile-field__label" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        className="profile-field__input"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        clearable
      />
    </div>
  );
}
