/** The staff account the end-to-end server is started with. */
export const e2eStaff = {
  email: 'staff@example.com',
  password: 'e2e-staff-password',
} as const;
