import { company } from '../../content/company';
import { Icon } from '../../components/ui/Icon';

interface SocialLinksProps {
  className?: string;
  size?: number;
}

export function SocialLinks({ className, size = 18 }: SocialLinksProps) {
  return (
    <ul className={className}>
      {company.social.map((link) => (
        <li key={link.network}>
          <a href={link.href} rel="noopener noreferrer" target="_blank">
            <Icon name={link.network} size={size} title={`${company.shortName} on ${link.label}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
