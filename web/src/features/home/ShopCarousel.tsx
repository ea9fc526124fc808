import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { lazy, Suspense, useRef } from 'react';
import type { SwiperRef } from 'swiper/react';
import { carouselItems } from './carousel';
import { ShopCard } from './ShopCard';

const SwiperTrack = lazy(() => import('./SwiperTrack'));

/**
 * What shows until Swiper has loaded: the first cards laid out as Swiper lays them (1.1, 2 or
 * 3 per view, 16 px apart), so that nothing moves when it takes over.
 */
function StaticTrack({ items, shopCount }: { items: BarbershopDto[]; shopCount: number }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: '16px',
        overflow: 'hidden',
        pb: '8px',
        '& > *': {
          flex: { xs: '0 0 calc((100% - 1.6px) / 1.1)', sm: '0 0 calc((100% - 16px) / 2)', md: '0 0 calc((100% - 32px) / 3)' },
        },
      }}
    >
      {items.slice(0, 4).map((shop, i) => (
        <Box key={`${shop.id}-${i}`}>
          <ShopCard shop={shop} copy={i >= shopCount} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Looping carousel of shops with previous/next buttons and drag. The list is
 * tripled for the loop; only the first of each shop is a tab stop and read out.
 */
export function ShopCarousel({ shops }: { shops: BarbershopDto[] }) {
  const swiper = useRef<SwiperRef>(null);
  const items = carouselItems(shops);
  const loop = shops.length > 1;
  return (
    <Box sx={{ position: 'relative', px: { xs: 0, sm: 6 } }}>
      <Suspense fallback={<StaticTrack items={items} shopCount={shops.length} />}>
        <SwiperTrack ref={swiper} items={items} shopCount={shops.length} loop={loop} />
      </Suspense>
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
