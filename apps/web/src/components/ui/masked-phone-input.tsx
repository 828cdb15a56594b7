import { Input, type InputProps } from 'antd';
import { PHONE_MASK } from '@jarvis/contracts/users';

/**
 * Applies a digit mask such as '9999-9999': '9' takes the next digit, any other character is copied
 * once a digit follows it. Extra digits are dropped, so the value never outgrows the mask.
 */
export function applyDigitMask(raw: string, mask: string = PHONE_MASK): string {
  const digits = raw.replace(/\D/g, '');
  let masked = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    masked += slot === '9' ? digits[next++] : slot;
  }
  return masked;
}

type MaskedPhoneInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** A phone field that accepts digits only and writes the hyphen itself (spec 1 §5: 9999-9999). */
export function MaskedPhoneInput({ value, onChange, ...props }: MaskedPhoneInputProps) {
  return (
    <Input
      placeholder={PHONE_MASK}
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange?.(applyDigitMask(event.target.value))}
    />
  );
}
