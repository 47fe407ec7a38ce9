/** Staff sign-in and token checks, shaped like Firebase Auth's REST API. */
import type { Who } from '../db/policy';
import type { StaffRole } from '../../src/records/staff';
import { ProtocolError } from '../db/protocol';
import type { StreamGrant } from '../db/stream';
import type { Account, AccountStore } from './accounts';
import { KnownDevices, type DeviceCookie } from './knownDevices';
import { RefreshTokenStore, type RefreshCheck } from './refreshTokens';
import { signToken, verifyToken } from './tokens';

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export interface SignInResult {
  kind: 'identitytoolkit#VerifyPasswordResponse';
  localId: string;
  email: string;
  displayName: string;
  idToken: string;
  refreshToken: string;
  registered: true;
  expiresIn: string;
}

/** The answer of Firebase's secure-token exchange (`grant_type=refresh_token`). */
export interface TokenExchangeResult {
  access_token: string;
  expires_in: string;
  token_type: 'Bearer';
  refresh_token: string;
  id_token: string;
  user_id: string;
  project_id: string;
}

type Refused = Extract<RefreshCheck, { ok: false }>;

/** Firebase Auth's error body, shared with the Cloud Function's invitation answers. */
export { authError } from '../../src/lib/invitations';

export class AuthService {
  private readonly refreshTokens: RefreshTokenStore;
  private readonly devices: KnownDevices;

  constructor(
    private readonly accounts: AccountStore,
    private readonly secret: Buffer,
    private readonly ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS,
    private readonly clock: () => number = Date.now,
    /** The role an account's `staff/{uid}` entry gives it, or null (server/auth/staffEntries.ts). */
    private readonly roleOf: (uid: string) => StaffRole | null = () => null,
  ) {
    this.refreshTokens = accounts.refreshTokenStore();
    this.devices = new KnownDevices(secret, clock);
  }

  private idTokenFor(account: Account): string {
    const iat = Math.floor(this.clock() / 1000);
    return signToken(this.secret, {
      iss: 'site-server',
      sub: account.localId,
      email: account.email,
      ver: account.tokenVersion,
      iat,
      exp: iat + this.ttlSeconds,
      firebase: { sign_in_provider: 'password' },
    });
  }

  /**
   * The device ID a sign-in for `email` proves with its cookies (`cookie(name)` reads one), or
   * null for a browser this account never signed in from.
   */
  knownDevice(email: string, cookie: (name: string) => string | undefined): string | null {
    const account = this.accounts.find(email);
    if (!account) return null;
    return this.devices.recognise(
      account.localId,
      cookie(this.devices.cookieName(account.localId)),
    );
  }

  /** The cookie that makes this browser a known device of the account signed in as. */
  deviceCookie(signedIn: SignInResult, device: string | null): DeviceCookie {
    return this.devices.issue(signedIn.localId, device);
  }

  /** The cookie a device pass (from the staff CLI) stands for, while its account exists. */
  redeemDevicePass(pass: string): DeviceCookie | null {
    const redeemed = this.devices.redeem(pass);
    return redeemed && this.accounts.findById(redeemed.localId) ? redeemed.cookie : null;
  }

  /**
   * Firebase's sign-in answer for the right password, else null. From a known device the
   * password is hashed in that lane, served first; HashesBusy when the lane is full.
   */
  async signIn(
    email: string,
    password: string,
    fromKnownDevice = false,
  ): Promise<SignInResult | null> {
    const lane = fromKnownDevice ? 'known-device' : 'sign-in';
    const account = await this.accounts.verify(email, password, lane);
    return account ? this.signedIn(account) : null;
  }

  /** Firebase's sign-in answer for an account that has just proved itself (an accepted invitation). */
  signedIn(account: Account): SignInResult {
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: account.localId,
      email: account.email,
      displayName: '',
      idToken: this.idTokenFor(account),
      refreshToken: this.refreshTokens.issue(account),
      registered: true,
      expiresIn: String(this.ttlSeconds),
    };
  }

  /** A fresh ID token for a refresh token that is still good; the refresh token stays the same. */
  exchange(refreshToken: string): TokenExchangeResult | Refused {
    const check = this.refreshTokens.check(refreshToken);
    if (!check.ok) return check;
    const idToken = this.idTokenFor(check.account);
    return {
      access_token: idToken,
      expires_in: String(this.ttlSeconds),
      token_type: 'Bearer',
      refresh_token: refreshToken,
      id_token: idToken,
      user_id: check.account.localId,
      project_id: 'site-server',
    };
  }

  /** Sign-out: the refresh token stops working (ID tokens already issued run out within the hour). */
  signOut(refreshToken: string): void {
    this.refreshTokens.revoke(refreshToken);
  }

  /** Whether a stream opened with `grant` may go on: its account exists with the same token version. */
  stillGranted(grant: StreamGrant): boolean {
    return this.accounts.findById(grant.uid)?.tokenVersion === grant.tokenVersion;
  }

  /**
   * Who a database request comes from: anyone without `auth`, staff with a valid
   * token. A bad or expired token is refused outright, as Firebase does.
   */
  identify(token: string | null): { who: Who; grant?: StreamGrant } {
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
    // An account without a staff entry is no member of staff, as in the Firebase rules.
    const role = this.roleOf(account.localId);
    if (role === null) return { who: { kind: 'anyone' } };
    return {
      who: { kind: 'staff', uid: account.localId, email: account.email, role },
      grant: {
        expiresAt: check.claims.exp * 1000,
        uid: account.localId,
        tokenVersion: account.tokenVersion,
      },
    };
  }
}
