import { Alert, Button } from 'antd';
import { errorText } from '../../lib/form-rules';

type LoadFailureProps = {
  error: unknown;
  onRetry: () => void;
  title?: string;
  className?: string;
};

/** A list or page that failed to load says so in place (besides the toast), with a way to try again. */
export function LoadFailure({
  error,
  onRetry,
  title = 'No se pudo cargar la lista',
  className,
}: LoadFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      className={className}
      title={title}
      description={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Volver a cargar
        </Button>
      }
    />
  );
}
