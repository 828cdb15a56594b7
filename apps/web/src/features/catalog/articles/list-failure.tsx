import { Alert, Button } from 'antd';
import { errorText } from '../../../lib/form-rules';

type ListFailureProps = { error: unknown; onRetry: () => void };

/** A list that failed to load says so in place (besides the toast), with a way to try again. */
export function ListFailure({ error, onRetry }: ListFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      className="art-failure"
      title="No se pudo cargar la lista"
      description={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Volver a cargar
        </Button>
      }
    />
  );
}
