import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ButtonLink.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'light';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link that looks like a button: for navigation only (actions use <button>). */
export function ButtonLink({ to, children, variant = 'primary', className }: ButtonLinkProps) {
  return (
    <Link to={to} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}

export const buttonClassName = (variant: ButtonVariant = 'primary') =>
  `${styles.button} ${styles[variant]}`;
