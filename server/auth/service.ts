/** Staff sign-in and token checks, shaped like Firebase Auth's REST API. */
import type { Who } from '../db/policy';
import { ProtocolError } from '../db/protocol';
import type { AccountStore } from './accounts';
import { signToken, verifyToken } from './tokens';

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export interface SignInResult {
  kind: 'identitytoolkit#VerifyPasswordResponse';
  localId: string;
  email: string;
  displayName: string;
  idToken: string;
  registered: true;
  expiresIn: string;
}

/** Firebase Auth's error body: `{"error": {"code": 400, "message": "INVALID_LOGIN_CREDENTIALS", ...}}`. */
export const authError = (code: number, message: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
});

export class AuthService {
  constructor(
    private readonly accounts: AccountStore,
    private readonly secret: Buffer,
    private readonly ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS,
    private readonly clock: () => number = Date.now,
  ) {}

  async signIn(email: string, password: string): Promise<SignInResult | null> {
    const account = await this.accounts.verify(email, password);
    if (!account) return null;
    const iat = Math.floor(this.clock() / 1000);
    const idToken = signToken(this.secret, {
      iss: 'site-server',
      sub: account.localId,
      email: account.email,
      ver: account.tokenVersion,
      iat,
      exp: iat + this.ttlSeconds,
      firebase: { sign_in_provider: 'password' },
    });
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: account.localId,
      email: account.email,
      displayName: '',
      idToken,
      registered: true,
      expiresIn: String(this.ttlSeconds),
    };
  }

  /**
   * Who a database request comes from: anyone without `auth`, staff with a valid
   * token. A bad or expired token is refused outright, as Firebase does.
   */
  identify(token: string | null): { who: Who; expiresAt?: number } {
    if (token === null || token === '') return { who: { kind: 'anyone' } };
    const check = verifyToken(this.secret, token, Math.floor(this.clock() / 1000));
    if (!check.ok) {
      throw new ProtocolError(
        401,
        check.reason === 'expired' ? 'Auth token is expired' : 'Could not parse auth token.',
      );
    }
    const account = this.accounts.findById(check.claims.sub);
    if (!account || account.tokenVersion !== check.claims.ver) {
      throw new ProtocolError(401, 'Auth token is expired');
    }
    return {
      who: { kind: 'staff', uid: account.localId, email: account.email },
      expiresAt: check.claims.exp * 1000,
    };
  }
}
