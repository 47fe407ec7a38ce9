import { useEffect, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  headerCta,
  headerQuote,
  isNavGroup,
  mainNav,
  phoneMenuCopy,
  type NavGroup,
  type NavLink as NavLinkData,
} from '../../content/navigation';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { closeSiteNav, listenToSiteNav, SITE_NAV } from '../../lib/siteNav';
import { Icon } from '../../components/ui/Icon';
import { WhatsAppLink, type WhatsAppLinkData } from '../../components/ui/WhatsAppLink';
import styles from './SiteNav.module.css';

/**
 * The main navigation. One markup for every width: above 768 px the list is a bar with drop-down
 * submenus; at 768 px and below a "Menu" button opens it as a sheet over the page, with nested
 * toggles and a WhatsApp link at the end (the bar has the header's WhatsApp icon instead).
 *
 * It works as HTML before the app is live, and without JavaScript (decision 0039): the sheet is a
 * popover its button opens, each submenu a `<details>` of one group (one open at a time). The
 * visit's script adds what the platform does not (`lib/siteNav.ts`: Escape and a tap elsewhere
 * close an open submenu, a browser without popovers opens the sheet); once the app is live, a
 * navigation closes everything.
 */
export function SiteNav({ whatsApp }: { whatsApp: WhatsAppLinkData }) {
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const groupName = useId();
  const location = useLocation();
  // Any navigation closes the sheet and its submenus; hydrating does not (the visitor may have
  // opened them before the app was live).
  const path = location.pathname + location.hash;
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (navRef.current) closeSiteNav(navRef.current);
  }, [path]);

  // The visit's script listens from the first parse (a tap outside, Escape, a browser without
  // popovers); this covers an app started without it.
  useEffect(listenToSiteNav, []);

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main" {...{ [SITE_NAV]: '' }}>
      <button type="button" className={styles.toggle} popoverTarget={panelId}>
        <Icon name="menu" />
        {phoneMenuCopy.open}
      </button>
      <div
        id={panelId}
        className={styles.panel}
        popover="auto"
        // The visit's script marks it open where the browser has no popovers.
        suppressHydrationWarning
      >
        <div className={styles.sheetBar}>
          <button
            type="button"
            className={styles.close}
            popoverTarget={panelId}
            popoverTargetAction="hide"
          >
            <Icon name="close" />
            {phoneMenuCopy.close}
          </button>
        </div>
        <ul className={styles.list}>
          {mainNav.map((item) =>
            isNavGroup(item) ? (
              <NavGroupItem key={item.id} group={item} name={groupName} />
            ) : (
              <li key={item.to} className={styles.item}>
                <NavLink to={item.to} className={styles.link} end>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <ButtonLink to={headerQuote.to} variant="outline" className={styles.quote}>
          {headerQuote.label}
        </ButtonLink>
        <ButtonLink to={headerCta.to} variant="accent" className={styles.cta}>
          {headerCta.label}
        </ButtonLink>
        <WhatsAppLink {...whatsApp} className={styles.whatsApp} />
      </div>
    </nav>
  );
}

/**
 * A submenu: a `<details>` whose summary is its toggle (the group's own page, where it has one,
 * is a link beside it). The browser keeps it open or closed; React never sets `open`.
 */
function NavGroupItem({ group, name }: { group: NavGroup; name: string }) {
  return (
    <li className={styles.item}>
      {group.to ? (
        <NavLink to={group.to} className={styles.link} end>
          {group.label}
        </NavLink>
      ) : null}
      <details name={name} className={styles.group} data-linked={group.to ? '' : undefined}>
        <summary
          className={styles.groupButton}
          {...(group.to ? { 'aria-label': `${group.label} menu` } : {})}
        >
          {group.to ? null : group.label}
          <Icon name="chevronDown" size={16} />
        </summary>
        {group.sections ? (
          // Grouped: the main entries, then each section under its label (two columns when wide).
          <ul className={styles.submenu} data-sections="">
            <li className={styles.section}>
              <SubmenuLinks links={group.children} />
            </li>
            {group.sections.map((section) => (
              <li key={section.label} className={styles.section}>
                <SectionLinks label={section.label} links={section.links} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.submenu}>
            <SubmenuItems links={group.children} />
          </ul>
        )}
      </details>
    </li>
  );
}

function SubmenuItems({ links }: { links: readonly NavLinkData[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={styles.link}>
        {link.label}
      </NavLink>
    </li>
  ));
}

function SubmenuLinks({
  links,
  labelledBy,
}: {
  links: readonly NavLinkData[];
  labelledBy?: string;
}) {
  return (
    <ul className={styles.sectionList} aria-labelledby={labelledBy}>
      <SubmenuItems links={links} />
    </ul>
  );
}

function SectionLinks({ label, links }: { label: string; links: readonly NavLinkData[] }) {
  const labelId = useId();
  return (
    <>
      <span className={styles.sectionLabel} id={labelId}>
        {label}
      </span>
      <SubmenuLinks links={links} labelledBy={labelId} />
    </>
  );
}
