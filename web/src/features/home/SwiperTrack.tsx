import type { BarbershopDto } from '@barbershop/core/api';
import { forwardRef } from 'react';
import { Swiper, SwiperSlide, type SwiperRef } from 'swiper/react';
import 'swiper/css';
import { ShopCard } from './ShopCard';

/** The swiping part of the carousel, a lazy chunk: Swiper loads after the first paint. */
const SwiperTrack = forwardRef<SwiperRef, { items: BarbershopDto[]; shopCount: number; loop: boolean }>(function SwiperTrack(
  { items, shopCount, loop },
  ref,
) {
  return (
    <Swiper
      ref={ref}
      loop={loop}
      grabCursor
      spaceBetween={16}
      slidesPerView={1.1}
      breakpoints={{ 600: { slidesPerView: 2 }, 960: { slidesPerView: 3 } }}
      style={{ paddingBottom: 8 }}
    >
      {items.map((shop, i) => (
        <SwiperSlide key={`${shop.id}-${i}`} style={{ height: 'auto' }}>
          <ShopCard shop={shop} copy={i >= shopCount} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
});

export default SwiperTrack;
