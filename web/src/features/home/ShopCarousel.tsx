import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core';
import { useRef } from 'react';
import { Swiper, SwiperSlide, type SwiperRef } from 'swiper/react';
import 'swiper/css';
import { carouselItems } from './carousel';
import { ShopCard } from './ShopCard';

/** Looping carousel of shops with previous/next buttons and drag (spec section 2). */
export function ShopCarousel({ shops }: { shops: BarbershopDto[] }) {
  const swiper = useRef<SwiperRef>(null);
  const items = carouselItems(shops);
  const loop = shops.length > 1;
  return (
    <Box sx={{ position: 'relative', px: { xs: 0, sm: 6 } }}>
      <Swiper
        ref={swiper}
        loop={loop}
        grabCursor
        spaceBetween={16}
        slidesPerView={1.1}
        breakpoints={{ 600: { slidesPerView: 2 }, 960: { slidesPerView: 3 } }}
        style={{ paddingBottom: 8 }}
      >
        {items.map((shop, i) => (
          <SwiperSlide key={`${shop.id}-${i}`} style={{ height: 'auto' }}>
            <ShopCard shop={shop} />
          </SwiperSlide>
        ))}
      </Swiper>
      {loop && (
        <>
          <IconButton
            aria-label="Previous barbershops"
            onClick={() => swiper.current?.swiper.slidePrev()}
            sx={{
              position: 'absolute',
              left: 0,
              top: '45%',
              display: { xs: 'none', sm: 'inline-flex' },
              bgcolor: 'background.paper',
              boxShadow: 1,
            }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label="Next barbershops"
            onClick={() => swiper.current?.swiper.slideNext()}
            sx={{
              position: 'absolute',
              right: 0,
              top: '45%',
              display: { xs: 'none', sm: 'inline-flex' },
              bgcolor: 'background.paper',
              boxShadow: 1,
            }}
          >
            <ChevronRight />
          </IconButton>
        </>
      )}
    </Box>
  );
}
