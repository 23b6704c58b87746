import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field.tsx';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
};

export function PasswordInput({ id, label, value, onChange, autoComplete, hint }: Props) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      name={id}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      style={{ paddingRight: '3rem' }}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-1 my-auto grid size-10 place-items-center rounded-lg text-muted hover:text-fg"
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
