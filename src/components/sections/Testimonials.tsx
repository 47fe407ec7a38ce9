import { initialsOf } from '../../lib/initials';
import { Carousel, type CarouselCopy } from '../ui/Carousel';
import styles from './Testimonials.module.css';

/** One person's words, with who said them. Avatars are drawn from the initials of `name`. */
export interface Testimonial {
  quote: string;
  name: string;
  /** Job title, e.g. "Head of Engineering". */
  role: string;
  /** Company or place, e.g. "a Lagos fintech" or "Kudi Pay, Lagos". */
  organization: string;
}

interface TestimonialsProps {
  /** Anchor id; the heading gets `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  testimonials: readonly Testimonial[];
  /** Names the carousel inside the band (the band itself is named by its heading). */
  carouselLabel?: string;
  /** The words of the carousel's controls. */
  carouselCopy: CarouselCopy;
  /** Milliseconds between automatic moves (paused on hover and focus, off with reduced motion). */
  autoplayDelay?: number;
}

export { initialsOf };

function TestimonialCard({
  testimonial,
  featured = false,
}: {
  testimonial: Testimonial;
  /** The only quote of its band: set larger, on its own, with no carousel around it. */
  featured?: boolean;
}) {
  return (
    <figure className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
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

/**
 * A band of client or student testimonials. One testimonial is shown on its own, as a large
 * quote; several as a carousel (src/components/ui/Carousel.tsx).
 */
export function Testimonials({
  id,
  title,
  lead,
  testimonials,
  carouselLabel = 'Testimonials',
  carouselCopy,
  autoplayDelay = 6000,
}: TestimonialsProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.inner}>
        <h2 id={headingId}>{title}</h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {testimonials.length === 1 ? (
          <TestimonialCard testimonial={testimonials[0]!} featured />
        ) : (
          <Carousel
            label={carouselLabel}
            copy={carouselCopy}
            items={testimonials}
            getKey={(testimonial) => testimonial.name}
            renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
            perView={{ base: 1, from600: 2, from1000: 3 }}
            gap={20}
            autoplayDelay={autoplayDelay}
            dots
            arrows
            className={styles.carousel}
          />
        )}
      </div>
    </section>
  );
}
