/**
 * Staff accounts of the local server.
 *
 *   npm run staff -- add <email>       new account
 *   npm run staff -- password <email>  new password (signs out that account everywhere)
 *   npm run staff -- remove <email>
 *   npm run staff -- unlock <email>    end the delay after wrong passwords, and print a link
 *                                      that makes a new browser a known device of the account
 *   npm run staff -- list
 *
 * The password comes from STAFF_PASSWORD when set; otherwise a random one is
 * generated and printed once. Works while the server is running.
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

const usage = `Usage:
  npm run staff -- add <email>
  npm run staff -- password <email>
  npm run staff -- remove <email>
  npm run staff -- unlock <email>
  npm run staff -- list
(the password is STAFF_PASSWORD when set, else a generated one, printed once)`;

run(async () => {
  const [command, email] = process.argv.slice(2);
  const file = databaseFile();
  const db = openDatabase(file);
  const accounts = new AccountStore(db);
  const chosen = process.env.STAFF_PASSWORD;
  const password = chosen || generatePassword();
  const reveal = () => (chosen ? '(password from STAFF_PASSWORD)' : `password: ${password}`);
  try {
    switch (command) {
      case 'add': {
        if (!email) throw new Error(usage);
        if (accounts.find(email))
          throw new Error(`${email} already has an account (use: password ${email})`);
        const account = await accounts.create(email, password);
        console.log(`Added staff account ${account.email} ${reveal()}`);
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
        if (!accounts.remove(email)) throw new Error(`No staff account for ${email}`);
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
        console.log(
          all.length ? all.map((account) => account.email).join('\n') : 'No staff accounts yet',
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
