import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline, LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { LIMITS } from '@app/contract/limits';
import { AUTH_TEXT } from '../strings.ts';
import { AuthField } from './AuthField.tsx';

interface PasswordInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** Password row with the show/hide eye (spec part 1 §2 Login); input capped at 16 characters. */
export function PasswordInput({
  label,
  placeholder,
  value,
  onChange,
  autoComplete,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      label={label}
      icon={<LockOutline />}
      extra={
        <button
          type="button"
          className="auth-field__eye"
          aria-label={visible ? AUTH_TEXT.hidePassword : AUTH_TEXT.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    >
      {(id) => (
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          maxLength={LIMITS.inputMax}
          autoComplete={autoComplete}
          clearable
        />
      )}
    </AuthField>
  );
}
