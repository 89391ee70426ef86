import { Input } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { LIMITS } from '@app/contract/limits';
import { AUTH_TEXT } from '../strings.ts';
import { AuthField } from './AuthField.tsx';

/** The account name field of the login and registration forms. */
export function AccountField({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <AuthField label={AUTH_TEXT.account} icon={<UserOutline />}>
      {(id) => (
        <Input
          id={id}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          maxLength={LIMITS.inputMax}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          clearable
        />
      )}
    </AuthField>
  );
}
