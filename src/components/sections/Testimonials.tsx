import type { Testimonial } from '../../content/testimonials';
import styles from './Testimonials.module.css';

interface TestimonialsProps {
  /** Anchor id; the heading gets `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  testimonials: readonly Testimonial[];
}

/** "Adaeze Okafor" → "AO": the avatar is the person's initials, not a photo. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('');

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(testimonial.name)}
        </span>
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>
            {testimonial.role}, {testimonial.organization}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** A band of client or student testimonials, shown as a carousel. */
export function Testimonials({ id, title, lead, testimonials }: TestimonialsProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.inner}>
        <h2 id={headingId}>{title}</h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <ul className={styles.list} aria-label={title}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className={styles.slide}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
