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
  onClick: () => void;
};

/** A row action: an icon with a tooltip in tables, a labelled button on cards. */
export function ActionButton({ label, target, isLabelled, ...button }: ActionButtonProps) {
  if (isLabelled)
    return (
      <Button size="small" aria-label={`${label} ${target}`} {...button}>
        {label}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={`${label} ${target}`} {...button} />
    </Tooltip>
  );
}
