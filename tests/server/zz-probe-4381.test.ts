// @vitest-environment node
import { it } from 'vitest';
import { startTestServer, validRecords } from '../../tests/server/helpers';
it('probe', async () => {
  const s = await startTestServer();
  const rec = validRecords().contactForm;
  const show = async (label: string, r: Response) => console.log(label, r.status, r.headers.get('content-type'), (await r.text()).slice(0, 200));
  await show('proto', await s.request('POST', '/contactForm', `{"__proto__": {"x": 1}, ${JSON.stringify(rec).slice(1)}`));
  const { fullName, ...noName } = rec;
  await show('proto-fill', await s.request('POST', '/contactForm', `{"__proto__": {"fullName": "Eve"}, ${JSON.stringify(noName).slice(1)}`));
  await show('ctor', await s.request('POST', '/contactForm', { constructor: { x: 1 }, ...rec }));
  const bad = Buffer.concat([Buffer.from(JSON.stringify(rec).replace('Ada Obi', 'Ada X')), Buffer.alloc(0)]);
  const i = bad.indexOf('X');
  bad[i] = 0xff;
  await show('utf8', await fetch(`${s.db}/contactForm.json`, { method: 'POST', body: bad }));
  await show('deep', await s.request('POST', '/contactForm', '['.repeat(10000) + ']'.repeat(10000)));
  await show('deep-obj', await s.request('POST', '/contactForm', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)));
  await show('empty', await s.request('POST', '/contactForm'));
  await show('text/plain', await s.request('POST', '/contactForm', rec, {}, { 'Content-Type': 'text/plain' }));
  await show('lone', await s.request('POST', '/contactForm', JSON.stringify({ ...rec, fullName: 'Ada \ud800' })));
  await show('nul', await s.request('POST', '/contactForm', JSON.stringify({ ...rec, fullName: 'Ada \u0000' })));
  const tok = await s.staffToken();
  await show('staff-proto-patch', await s.request('PATCH', '/other', '{"__proto__": {"a":1}}', { auth: tok }));
  await show('staff-get', await s.request('GET', '/other', undefined, { auth: tok }));
  await show('all', await s.request('GET', '/', undefined, { auth: tok }));
  await s.close();
});
