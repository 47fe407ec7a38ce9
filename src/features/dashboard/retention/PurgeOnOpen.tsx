import { dashboardErrors } from '../../../content/dashboard';
import { Alert } from '../ui/Alert';
import { failureText } from '../ui/failures';
import { usePurgeOnOpen } from './usePurgeOnOpen';

/** Deletes expired Trash and Spam entries as the dashboard opens; says so only if it failed. */
export function PurgeOnOpen() {
  const failure = usePurgeOnOpen();
  return failure ? <Alert message={failureText(dashboardErrors.purge, failure)} /> : null;
}
