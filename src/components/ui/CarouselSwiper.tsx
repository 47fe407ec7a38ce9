/**
 * The swiper-driven view of a Carousel. Loaded with a dynamic import by Carousel.tsx when the
 * carousel nears the viewport, so swiper and its CSS stay out of every page's first load.
 * Autoplay is not swiper's: Carousel drives `next()` itself (see Carousel.tsx).
 */
import { useEffect } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import type { CarouselSwiperProps } from './carouselTypes';

export function CarouselSwiper({
  slides,
  perView,
  gap,
  loop,
  paginationElement,
  slideClassName,
  dotClassName,
  dotActiveClassName,
  onReady,
  onMove,
}: CarouselSwiperProps) {
  useEffect(() => () => onReady(null), [onReady]);

  const ready = (swiper: SwiperInstance) => {
    onReady({
      next: () => swiper.slideNext(),
      previous: () => swiper.slidePrev(),
      announceChanges: (on) => swiper.wrapperEl?.setAttribute('aria-live', on ? 'polite' : 'off'),
    });
  };

  return (
    <Swiper
      modules={paginationElement ? [A11y, Pagination] : [A11y]}
      slidesPerView={perView.base}
      spaceBetween={gap}
      breakpoints={{
        600: { slidesPerView: perView.from600 },
        1000: { slidesPerView: perView.from1000 },
      }}
      loop={loop}
      rewind={!loop}
      a11y={{
        enabled: true,
        containerRole: null,
        containerRoleDescriptionMessage: null,
        itemRoleDescriptionMessage: 'slide',
        slideRole: 'group',
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        paginationBulletMessage: 'Go to slide {{index}}',
        wrapperLiveRegion: false,
      }}
      pagination={
        paginationElement
          ? {
              el: paginationElement,
              clickable: true,
              bulletElement: 'button',
              bulletClass: dotClassName,
              bulletActiveClass: dotActiveClassName,
            }
          : false
      }
      onSwiper={ready}
      onSlideChange={onMove}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={slideClassName}>
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
