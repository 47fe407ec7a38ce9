/**
 * An invited colleague's first visit: the invitation's secret and a new password become an
 * account (server/auth/invitations.ts, or the Cloud Function on Firebase), then a sign-in like
 * any other, so the session starts the usual way on both backends.
 */
import { env } from '../../../config/env';
import { signIn } from '../../../lib/auth';
import { toDataError } from '../../../lib/dataError';
import { send } from '../../../lib/http';
import { acceptInvitationCopy } from '../../../content/staff';
import type { InvitationRefusal } from '../../../lib/invitations';
import { MIN_PASSWORD_LENGTH } from '../../../records/staff';

/** The link's parameters (src/lib/staffMail.ts). */
export interface InvitationLink {
  invitationId: string;
  token: string;
}

export function invitationOf(params: URLSearchParams): InvitationLink | null {
  const invitationId = params.get('invitation');
  const token = params.get('token');
  return invitationId && token ? { invitationId, token } : null;
}

/** What the form says for each refusal both backends answer with (src/lib/invitations.ts). */
const REASONS: Readonly<Record<InvitationRefusal, string>> = {
  INVALID_INVITATION: acceptInvitationCopy.invalid,
  INVITATION_EXPIRED: acceptInvitationCopy.expired,
  EMAIL_EXISTS: acceptInvitationCopy.exists,
  WEAK_PASSWORD: acceptInvitationCopy.tooShort(MIN_PASSWORD_LENGTH),
};
const isRefusal = (code: string): code is InvitationRefusal => Object.hasOwn(REASONS, code);

/** Sets the password and signs in; throws an Error whose message the form shows. */
export async function acceptInvitation(link: InvitationLink, password: string): Promise<void> {
  let email: string;
  try {
    ({ email } = await send<{ email: string }>({
      method: 'POST',
      url: env.VITE_ACCEPT_INVITATION_URL,
      data: { ...link, password },
    }));
  } catch (error) {
    const code = toDataError(error).message.split(' ')[0] ?? '';
    throw new Error(isRefusal(code) ? REASONS[code] : acceptInvitationCopy.failed, {
      cause: error,
    });
  }
  await signIn(email, password);
}
