import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

type ActionButtonProps = {
  label: string;
  /** What the action applies to, for screen readers: 'Editar 10001'. */
  target: string;
  isLabelled: boolean | undefined;
  icon: ReactNode;
  danger?: boolean;
  loading?: boolean;
  /** Why the action is not available here: the button shows disabled, with this as its tooltip. */
  disabledReason?: string | undefined;
  onClick: () => void;
};

/** A row action: an icon with a tooltip in tables, a labelled button on cards. */
export function ActionButton({
  label,
  target,
  isLabelled,
  disabledReason,
  ...button
}: ActionButtonProps) {
  const isDisabled = disabledReason !== undefined;
  const tip = isDisabled ? `${label}: ${disabledReason}` : label;
  if (isLabelled)
    return (
      <Tooltip title={isDisabled ? disabledReason : undefined}>
        <Button size="small" aria-label={`${label} ${target}`} disabled={isDisabled} {...button}>
          {label}
        </Button>
      </Tooltip>
    );
  return (
    <Tooltip title={tip}>
      <Button type="text" aria-label={`${label} ${target}`} disabled={isDisabled} {...button} />
    </Tooltip>
  );
}
