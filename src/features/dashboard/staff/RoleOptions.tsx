import { roleWords } from '../../../content/staff';
import { staffRoles } from '../../../records/staff';

/** The roles a member of staff can have, as a select's options. */
export function RoleOptions() {
  return staffRoles.map((role) => (
    <option key={role} value={role}>
      {roleWords[role]}
    </option>
  ));
}
