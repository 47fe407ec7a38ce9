import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import {
  headerCta,
  headerQuote,
  isNavGroup,
  mainNav,
  type NavGroup,
  type NavLink as NavLinkData,
} from '../../content/navigation';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Icon } from '../../components/ui/Icon';
import { WhatsAppLink, type WhatsAppLinkData } from '../../components/ui/WhatsAppLink';
import styles from './SiteNav.module.css';

/**
 * The main navigation. One markup for every width: above 768 px the list is a bar with drop-down
 * submenus; at 768 px and below a "Menu" button shows it as a panel with nested toggles, which
 * ends with a WhatsApp link (the bar has the header's WhatsApp icon instead).
 */
export function SiteNav({ whatsApp }: { whatsApp: WhatsAppLinkData }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // Any navigation closes the menu and its submenus.
  const [lastPath, setLastPath] = useState(location.pathname + location.hash);
  if (lastPath !== location.pathname + location.hash) {
    setLastPath(location.pathname + location.hash);
    setMenuOpen(false);
    setOpenGroup(null);
  }

  useEffect(() => {
    if (!menuOpen && openGroup === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setOpenGroup(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, openGroup]);

  // Escape closes the innermost open layer and returns focus to the button that opened it.
  useEffect(() => {
    if (!menuOpen && openGroup === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openGroup !== null) {
        navRef.current?.querySelector<HTMLButtonElement>(`[data-group="${openGroup}"]`)?.focus();
        setOpenGroup(null);
      } else {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, openGroup]);

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main">
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={menuOpen}
        aria-controls={panelId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} />
        Menu
      </button>
      <div id={panelId} className={styles.panel} data-open={menuOpen}>
        <ul className={styles.list}>
          {mainNav.map((item) =>
            isNavGroup(item) ? (
              <NavGroupItem
                key={item.id}
                group={item}
                open={openGroup === item.id}
                onToggle={() => setOpenGroup((current) => (current === item.id ? null : item.id))}
              />
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

interface NavGroupItemProps {
  group: NavGroup;
  open: boolean;
  onToggle: () => void;
}

function NavGroupItem({ group, open, onToggle }: NavGroupItemProps) {
  const submenuId = useId();
  return (
    <li className={styles.item}>
      {group.to ? (
        <NavLink to={group.to} className={styles.link} end>
          {group.label}
        </NavLink>
      ) : null}
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={open}
        aria-controls={submenuId}
        data-group={group.id}
        onClick={onToggle}
        {...(group.to ? { 'aria-label': `${group.label} menu` } : {})}
      >
        {group.to ? null : group.label}
        <Icon name="chevronDown" size={16} />
      </button>
      {group.sections ? (
        // Grouped: the main entries, then each section under its label (two columns when wide).
        <ul id={submenuId} className={styles.submenu} data-open={open} data-sections="">
          <li className={styles.section}>
            <SubmenuLinks links={group.children} />
          </li>
          {group.sections.map((section, index) => (
            <li key={section.label} className={styles.section}>
              <span className={styles.sectionLabel} id={`${submenuId}-${index}`}>
                {section.label}
              </span>
              <SubmenuLinks links={section.links} labelledBy={`${submenuId}-${index}`} />
            </li>
          ))}
        </ul>
      ) : (
        <ul id={submenuId} className={styles.submenu} data-open={open}>
          <SubmenuItems links={group.children} />
        </ul>
      )}
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
