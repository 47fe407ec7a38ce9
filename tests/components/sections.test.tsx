/** The shared page sections: card grid, process steps, call-to-action band, logo strip, testimonials. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../app/router.support';
import { describe, expect, it } from 'vitest';
import { CardGrid } from '../../src/components/sections/CardGrid';
import { CtaBand } from '../../src/components/sections/CtaBand';
import { LogoStrip } from '../../src/components/sections/LogoStrip';
import { MediaText } from '../../src/components/sections/MediaText';
import { ProcessSteps } from '../../src/components/sections/ProcessSteps';
import { initialsOf, Testimonials } from '../../src/components/sections/Testimonials';
import { DelayedTagline } from '../../src/components/ui/DelayedTagline';
import { serviceCardImages, techLogos } from '../../src/content/media';
import { carouselCopy } from '../../src/content/carousel';
import { developerTestimonials } from '../../src/content/testimonials';

describe('CardGrid', () => {
  it('renders a list of cards with h3 titles, texts, optional links and decorative art', () => {
    render(
      <MemoryRouter>
        <CardGrid
          items={[
            { title: 'Finance', text: 'Banks and fintechs.', icon: 'bank' },
            {
              title: 'Web',
              text: 'Websites.',
              image: serviceCardImages['web-development'],
              link: { label: 'See web development', to: '/services/web-development' },
            },
          ]}
        />
      </MemoryRouter>,
    );
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Finance' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('Banks and fintechs.');
    expect(cards[1]!).toHaveLink('See web development', '/services/web-development');
    // The card art is decoration: the title says what the card is about.
    expect(cards[1]!.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('ProcessSteps', () => {
  it('is an ordered list whose step headings say their number to screen readers', () => {
    render(
      <ProcessSteps
        steps={[
          { title: 'Identify needs', text: 'We meet.' },
          { title: 'Search and screen', text: 'We search.' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Step 1: Identify needs' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Step 2: Search and screen' }),
    ).toBeInTheDocument();
  });
});

describe('CtaBand', () => {
  it('is a labelled region with a heading, a sentence and its links', () => {
    render(
      <MemoryRouter>
        <CtaBand
          id="cta"
          title="Let us build your team"
          text="Tell us the roles."
          action={{ label: 'Get In Touch', to: '/contact' }}
          secondaryAction={{ label: 'Book a Session', to: '/book-a-session' }}
        />
      </MemoryRouter>,
    );
    const band = screen.getByRole('region', { name: 'Let us build your team' });
    expect(band).toHaveTextContent('Tell us the roles.');
    expect(band).toHaveLink('Get In Touch', '/contact');
    expect(band).toHaveLink('Book a Session', '/book-a-session');
  });
});

describe('LogoStrip', () => {
  const logos = techLogos.slice(0, 4);

  it('names each logo once for screen readers and hides the looping copy', () => {
    render(<LogoStrip logos={logos} label="Technologies we build with" />);
    const strip = screen.getByRole('group', { name: 'Technologies we build with' });
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(logos.map((logo) => logo.alt));
    const [shown, copy] = strip.querySelectorAll('ul');
    expect(shown).not.toHaveAttribute('aria-hidden');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy!.querySelectorAll('img')).toHaveLength(logos.length);
    for (const img of copy!.querySelectorAll('img')) expect(img).toHaveAttribute('alt', '');
  });

  it('takes 20 s per cycle unless told otherwise', () => {
    const { rerender } = render(<LogoStrip logos={logos} label="Tech" />);
    const strip = screen.getByRole('group', { name: 'Tech' });
    expect(strip.style.getPropertyValue('--logo-cycle')).toBe('20s');
    rerender(<LogoStrip logos={logos} label="Tech" cycleSeconds={30} />);
    expect(strip.style.getPropertyValue('--logo-cycle')).toBe('30s');
  });

  it('has a pause switch', async () => {
    const user = userEvent.setup();
    render(<LogoStrip logos={logos} label="Tech" />);
    const toggle = screen.getByRole('switch', { name: 'Pause the logo animation' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});

describe('Testimonials', () => {
  const items = developerTestimonials.react;
  const testimonialsBand = () => (
    <Testimonials
      id="reviews"
      title="What clients say"
      testimonials={items}
      carouselCopy={carouselCopy}
    />
  );

  it('makes avatars from initials', () => {
    expect(initialsOf('Adaeze Okafor')).toBe('AO');
    expect(initialsOf('Olumide  Johnson')).toBe('OJ');
    expect(initialsOf('Ngozi Adaobi Eze')).toBe('NE');
    expect(initialsOf('Musa')).toBe('M');
  });

  it('shows every quote with who said it in a labelled carousel with a pause switch', () => {
    render(testimonialsBand());
    const band = screen.getByRole('region', { name: 'What clients say' });
    const carousel = within(band).getByRole('region', { name: 'Testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const figures = within(carousel).getAllByRole('figure');
    expect(figures).toHaveLength(5);
    items.forEach((testimonial, index) => {
      const figure = figures[index]!;
      expect(within(figure).getByText(testimonial.quote).closest('blockquote')).not.toBeNull();
      expect(figure).toHaveTextContent(testimonial.name);
      expect(figure).toHaveTextContent(`${testimonial.role}, ${testimonial.organization}`);
      const avatar = within(figure).getByText(initialsOf(testimonial.name));
      expect(avatar).toHaveAttribute('aria-hidden', 'true');
    });
    // jsdom applies no style sheet: the switch carries both its names (CSS shows one).
    expect(
      within(carousel).getByRole('switch', { name: new RegExp(carouselCopy.pause) }),
    ).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: carouselCopy.next })).toBeInTheDocument();
  });

  it('puts every quote in the server-rendered HTML', () => {
    const html = renderToString(testimonialsBand());
    for (const testimonial of items) {
      expect(html).toContain(testimonial.name);
    }
    expect(html.match(/<figure/g)).toHaveLength(5);
  });
});

describe('MediaText', () => {
  it('shows paragraphs, a check list and a described picture', () => {
    const image = serviceCardImages['tech-consulting'];
    render(
      <MediaText
        paragraphs={['We advise.', 'We deliver.']}
        points={['Fixed price']}
        image={image}
      />,
    );
    expect(screen.getByText('We advise.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Fixed price');
    expect(screen.getByRole('img', { name: image.alt })).toBeInTheDocument();
  });
});

describe('DelayedTagline', () => {
  it('is in the server HTML with its delay, so the browser counts it from the first paint', () => {
    const html = renderToString(<DelayedTagline text="Ready in a week." delayMs={4000} />);
    expect(html).toContain('Ready in a week.');
    expect(html).toContain('animation-delay:4000ms');
  });
});
