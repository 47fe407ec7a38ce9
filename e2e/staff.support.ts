import { expect, type APIRequestContext } from '@playwright/test';

/** The staff account the end-to-end server is started with. */
export const e2eStaff = {
  email: 'staff@example.com',
  password: 'e2e-staff-password',
} as const;

export interface StaffSession {
  idToken: string;
  email: string;
  localId: string;
  expiresAt: number;
}

let session: Promise<StaffSession> | null = null;
/** Signs the staff account in over the REST API, once per worker (the server limits sign-in
 * attempts per address). */
export function staffSession(request: APIRequestContext) {
  session ??= (async () => {
    const response = await request.post('/auth/v1/accounts:signInWithPassword', {
      data: { email: e2eStaff.email, password: e2eStaff.password, returnSecureToken: true },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      idToken: string;
      email: string;
      localId: string;
      expiresIn: string;
    };
    return {
      idToken: body.idToken,
      email: body.email,
      localId: body.localId,
      expiresAt: Date.now() + Number(body.expiresIn) * 1000 - 60_000,
    };
  })().catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session;
}
