/**
 * Staff accounts of the local server.
 *
 *   npm run staff -- add <email> [agent]  new account, an admin unless `agent` is given
 *   npm run staff -- role <email> <admin|agent>
 *   npm run staff -- password <email>  new password (signs out that account everywhere)
 *   npm run staff -- remove <email>
 *   npm run staff -- unlock <email>    end the delay after wrong passwords, and print a link
 *                                      that makes a new browser a known device of the account
 *   npm run staff -- list
 *
 * The password comes from STAFF_PASSWORD when set; otherwise a random one is
 * generated and printed once. Works while the server is running. The dashboard's Staff view does
 * the same for admins; this stays for the first admin and for recovery (decision 0034).
 */
import { AUTH_PREFIX } from '../app';
import { AccountStore } from '../auth/accounts';
import { KnownDevices, PASS_MINUTES } from '../auth/knownDevices';
import { generatePassword } from '../auth/passwords';
import { loadAuthSecret } from '../auth/secret';
import { SignInUnlocks } from '../auth/unlocks';
import { readConfig } from '../config';
import { openDatabase } from '../db/sqlite';
import { databaseFile, run } from './common';
import { TreeStore } from '../db/store';
import { roleOf } from '../auth/staffEntries';
import { ADMIN, STAFF_ROOT, staffRoleSchema, type StaffMember } from '../../src/records/staff';

const usage = `Usage:
  npm run staff -- add <email> [agent]
  npm run staff -- role <email> <admin|agent>
  npm run staff -- password <email>
  npm run staff -- remove <email>
  npm run staff -- unlock <email>
  npm run staff -- list
(the password is STAFF_PASSWORD when set, else a generated one, printed once)`;

run(async () => {
  const [command, email, option] = process.argv.slice(2);
  const file = databaseFile();
  const db = openDatabase(file);
  const accounts = new AccountStore(db);
  const store = new TreeStore(db);
  const chosen = process.env.STAFF_PASSWORD;
  const password = chosen || generatePassword();
  const reveal = () => (chosen ? '(password from STAFF_PASSWORD)' : `password: ${password}`);
  try {
    switch (command) {
      case 'add': {
        if (!email) throw new Error(usage);
        if (accounts.find(email))
          throw new Error(`${email} already has an account (use: password ${email})`);
        const role = option === undefined ? ADMIN : staffRoleSchema.parse(option);
        const account = await accounts.create(email, password);
        const member: StaffMember = { email: account.email, role };
        store.apply([{ path: [STAFF_ROOT, account.localId], value: member }]);
        console.log(`Added staff account ${account.email} (${role}) ${reveal()}`);
        break;
      }
      case 'role': {
        const account = email ? accounts.find(email) : null;
        if (!account) throw new Error(email ? `No staff account for ${email}` : usage);
        const role = staffRoleSchema.parse(option);
        store.apply([{ path: [STAFF_ROOT, account.localId, 'role'], value: role }]);
        console.log(`${account.email} is now ${role === ADMIN ? 'an admin' : 'an agent'}`);
        break;
      }
      case 'password': {
        if (!email) throw new Error(usage);
        const account = await accounts.setPassword(email, password);
        console.log(
          `New password for ${account.email} ${reveal()}; its earlier sessions are signed out`,
        );
        break;
      }
      case 'remove': {
        if (!email) throw new Error(usage);
        const account = accounts.find(email);
        if (!account || !accounts.remove(email)) throw new Error(`No staff account for ${email}`);
        store.apply([{ path: [STAFF_ROOT, account.localId], value: null }]);
        console.log(`Removed ${email}`);
        break;
      }
      case 'unlock': {
        if (!email) throw new Error(usage);
        const account = accounts.find(email);
        if (!account) throw new Error(`No staff account for ${email}`);
        new SignInUnlocks(db).request(account.email);
        const { siteUrl, options } = readConfig();
        const pass = new KnownDevices(loadAuthSecret(file, options.authSecret)).pass(
          account.localId,
        );
        console.log(
          [
            `Unlocked sign-in for ${account.email}: its delay after wrong passwords ends at its next attempt.`,
            `To sign in from a browser it has not used before while someone keeps guessing, open`,
            `this link in that browser within ${PASS_MINUTES} minutes (it makes the browser a known device):`,
            `${siteUrl}${AUTH_PREFIX}/device?pass=${pass}`,
          ].join('\n'),
        );
        break;
      }
      case 'list': {
        const all = accounts.list();
        const roleOfAccount = (localId: string) => roleOf(store, localId) ?? 'no role';
        console.log(
          all.length
            ? all
                .map((account) => `${account.email} (${roleOfAccount(account.localId)})`)
                .join('\n')
            : 'No staff accounts yet',
        );
        break;
      }
      default:
        throw new Error(usage);
    }
    console.log(`(database: ${file})`);
  } finally {
    db.close();
  }
});
