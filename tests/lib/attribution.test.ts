/**
 * Where a lead came from, as the visitor's browser keeps it for the visit: captured from the
 * landing URL (UTM parameters) and the referrer, kept across client navigation, the followed
 * link's words, and attached to the record a form sends, cut to the schema's limits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { followLinks, startVisit, visitSource } from '../../src/lib/attribution';
import { recordBody } from '../../src/features/forms/submitRecord';
import { recordSchemas } from '../../src/records/schemas';
import { sourceLimits } from '../../src/records/source';

const SITE = 'www.example.ng';
const at = (url: string) => {
  const { pathname, search, hostname } = new URL(url, `https://${SITE}`);
  return { pathname, search, hostname };
};

const values = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  course: 'cyber-security',
  preferredStart: '',
  message: '',
} as const;

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('attribution', () => {
  it('captures the landing page, the referrer host and the UTM parameters of the first page', () => {
    startVisit(
      at(
        '/?utm_source=whatsapp&utm_medium=social&utm_campaign=dec-bootcamp&utm_term=cyber&utm_content=banner',
      ),
      'https://L.WA.me/some/path?x=1',
    );
    expect(visitSource('/training/cyber-security')).toEqual({
      page: '/training/cyber-security',
      landing: '/',
      referrer: 'l.wa.me',
      utmSource: 'whatsapp',
      utmMedium: 'social',
      utmCampaign: 'dec-bootcamp',
      utmTerm: 'cyber',
      utmContent: 'banner',
    });
  });

  it('keeps the first page across client navigation; a link within the site is no referrer', () => {
    startVisit(at('/?utm_source=whatsapp&utm_campaign=dec-bootcamp'), '');
    // The next page of the same visit (the router changes the URL; the app starts no new visit).
    startVisit(at('/training/cyber-security?utm_source=other'), `https://${SITE}/`);
    expect(visitSource('/training/cyber-security')).toEqual({
      page: '/training/cyber-security',
      landing: '/',
      utmSource: 'whatsapp',
      utmCampaign: 'dec-bootcamp',
    });
  });

  it('a visit started from a link on the site itself has no referrer', () => {
    startVisit(at('/contact'), `https://${SITE}/about`);
    expect(visitSource('/contact')).toEqual({ page: '/contact', landing: '/contact' });
  });

  it('cuts every value to its limit, so a form is never refused for it', () => {
    const long = 'x'.repeat(500);
    startVisit(at(`/${long}?utm_campaign=${long}&utm_source=%20%20spaced%20%20`), '');
    const source = visitSource(`/${long}`);
    expect(source?.landing).toHaveLength(sourceLimits.landing);
    expect(source?.page).toHaveLength(sourceLimits.page);
    expect(source?.utmCampaign).toHaveLength(sourceLimits.utmCampaign);
    expect(source?.utmSource).toBe('spaced');
    const {
      source: sent,
      receivedAt,
      ...record
    } = recordBody('training', values, {}, new Date(), source);
    expect(receivedAt).toBeDefined();
    expect(sent).toEqual(source);
    expect(recordSchemas.training.safeParse({ ...record, source: sent }).success).toBe(true);
  });

  it('notes the words of the link followed to the form, only for the page it led to', () => {
    startVisit(at('/'), '');
    followLinks();
    document.body.innerHTML = `
      <header><a href="/training">Training</a></header>
      <main><a href="/training/cyber-security#form"> Enroll Now </a></main>`;
    document.querySelector('main a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('header a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(visitSource('/training/cyber-security')?.cta).toBe('Enroll Now');
    expect(visitSource('/contact')?.cta).toBeUndefined();
  });

  it('is attached to the record the form sends', () => {
    startVisit(at('/?utm_source=whatsapp'), 'https://www.google.com/');
    const body = recordBody(
      'training',
      values,
      {},
      new Date(),
      visitSource('/training/cyber-security'),
    );
    expect(body.source).toEqual({
      page: '/training/cyber-security',
      landing: '/',
      referrer: 'www.google.com',
      utmSource: 'whatsapp',
    });
  });

  it('sends the record without a source when the visit kept none or kept something invalid', () => {
    expect(
      recordBody('training', values, {}, new Date(), visitSource('/contact')),
    ).not.toHaveProperty('source');
    sessionStorage.setItem('visitSource', JSON.stringify({ landing: 'not a path', evil: 1 }));
    expect(
      recordBody('training', values, {}, new Date(), visitSource('/contact')),
    ).not.toHaveProperty('source');
    sessionStorage.setItem('visitSource', '{broken');
    expect(visitSource('/contact')).toBeUndefined();
  });
});
