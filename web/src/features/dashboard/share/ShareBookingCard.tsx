import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { displayUrl, publicShopUrl } from '@barbershop/core/shop';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { downloadFile } from '../../../shared/files/download';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { qrPathData, qrSvgFile, qrViewSize, type QrMatrix } from '@barbershop/core/shop';
import { copyText } from './copyText';
import { ShareLinks } from './ShareLinks';
import { useQrMatrix } from './useQrMatrix';

const COPIED_FOR_MS = 4000;
const QR_SIZE = { xs: 88, sm: 120 };

function QrImage({ matrix, label, size }: { matrix: QrMatrix; label: string; size: number | string }) {
  const side = qrViewSize(matrix);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={side} height={side} fill="#fff" />
      <path fill="#000" d={qrPathData(matrix)} />
    </svg>
  );
}

// "Print QR code" prints only the poster (a child of <body>, see below): the code, large, with
// the shop's name and the link; the app itself is left out of that printout.
const printOnlyPoster = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > *:not(.qr-poster)': { display: 'none !important' },
        '.qr-poster': { display: 'flex !important' },
      },
    }}
  />
);

/**
 * The owner's public booking page (`{this site}/{slug}`): the link to copy and share, and its QR
 * code to download or print for the counter. The code is drawn here, never by another site.
 */
export function ShareBookingCard({
  shop,
  services = [],
  barbers = [],
}: {
  shop: { name: string; slug: string };
  /** the shop's services and barbers, for the links to one service (ShareLinks) */
  services?: ComponentProps<typeof ShareLinks>['services'];
  barbers?: ComponentProps<typeof ShareLinks>['barbers'];
}) {
  const url = publicShopUrl(window.location.origin, shop.slug);
  const matrix = useQrMatrix(url);
  const field = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'manual'>('idle');
  // The poster exists only while its print runs, so printing the dashboard otherwise (Ctrl+P)
  // prints the dashboard, and the page holds no hidden copy of the shop's name.
  const [printing, setPrinting] = useState(false);
  const qrLabel = `QR code of your booking page, ${displayUrl(url)}`;

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = setTimeout(() => setCopyState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  function printPoster() {
    flushSync(() => setPrinting(true)); // the poster is in the page before the print starts
    window.print(); // returns once the print dialog is closed
    setPrinting(false);
  }

  async function copy() {
    setCopyState((await copyText(url, field.current)) ? 'copied' : 'manual');
  }

  return (
    <SectionCard title="Your booking page" variant="outlined">
      {/* on a phone the schedule below matters most each day: the card keeps to the link and code */}
      <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        Share this link with your customers so they can book online, or print its QR code for your counter.
      </Typography>
      {/* phone: the code beside the link, the buttons below both; wider: the buttons under the link */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gridTemplateAreas: { xs: '"qr link" "actions actions"', sm: '"qr link" "qr actions"' },
          columnGap: 2,
          rowGap: 1.5,
          alignItems: 'center',
        }}
      >
        <Box sx={{ gridArea: 'qr', width: QR_SIZE, height: QR_SIZE }}>
          {matrix ? (
            <QrImage matrix={matrix} label={qrLabel} size="100%" />
          ) : (
            <Skeleton variant="rectangular" width="100%" height="100%" aria-label="Drawing the QR code" />
          )}
        </Box>
        <TextField
          sx={{ gridArea: 'link' }}
          label="Booking page link"
          value={url}
          inputRef={field}
          fullWidth
          size="small"
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={
            copyState === 'manual'
              ? 'Copying is not available here: the link is selected, copy it with Ctrl+C (or long-press).'
              : undefined
          }
        />
        <Stack
          sx={{ gridArea: 'actions', alignSelf: 'start', '& .MuiButton-root': { px: { xs: 1.25, sm: 2 } } }}
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
        >
          <Button
            variant="contained"
            color={copyState === 'copied' ? 'success' : 'primary'}
            startIcon={copyState === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={copy}
          >
            {copyState === 'copied' ? 'Copied' : 'Copy link'}
          </Button>
          <Button variant="outlined" startIcon={<OpenInNewIcon />} href={url} target="_blank" rel="noopener">
            Open page
          </Button>
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            disabled={!matrix}
            onClick={printPoster}
            aria-label="Print QR code"
          >
            Print{onWideScreens(' QR code')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!matrix}
            aria-label="Download QR code"
            onClick={() =>
              matrix && downloadFile(`booking-qr-${shop.slug}.svg`, [qrSvgFile(matrix, `Book online: ${url}`)], 'image/svg+xml')
            }
          >
            Download{onWideScreens(' QR code')}
          </Button>
        </Stack>
        <Box role="status" sx={visuallyHidden}>
          {copyState === 'copied' ? 'Link copied' : ''}
        </Box>
      </Box>
      <ShareLinks shop={shop} services={services} barbers={barbers} />
      {matrix &&
        printing &&
        createPortal(
          <Box
            className="qr-poster"
            aria-hidden
            sx={{ display: 'none', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, p: 4 }}
          >
            <Typography variant="h3" component="p" fontWeight={700} textAlign="center">
              {shop.name}
            </Typography>
            <Typography variant="h5" component="p">
              Scan to book online
            </Typography>
            <QrImage matrix={matrix} label={qrLabel} size="min(70vw, 60vh)" />
            <Typography variant="h6" component="p">
              {displayUrl(url)}
            </Typography>
            {printOnlyPoster}
          </Box>,
          document.body,
        )}
    </SectionCard>
  );
}

/** Words a phone leaves out of a button (beside the code, "Print" says enough); the name keeps them. */
const onWideScreens = (words: string) => (
  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'pre' }}>
    {words}
  </Box>
);

// In px: MUI's sx reads a bare 1 as 100%, which would make this invisible status as wide as
// the page and scroll the dashboard sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
