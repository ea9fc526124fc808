import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BarbershopDto } from '@barbershop/core/api';
import { imageFileProblem, IMAGE_TYPES } from '@barbershop/core/validation';
import type { ChangeEvent } from 'react';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { isImageStorageAvailable, uploadShopImage } from '../../lib/firebase/imageStorage';
import { settingsKeys } from './queryKeys';
import { useUpdateShop } from './useUpdateShop';

export const STORAGE_UNAVAILABLE =
  'Image storage is unavailable right now, so the logo and hero image cannot be uploaded. Your other details can still be saved.';

/** Logo and hero image upload of the Business tab (hint: Max 5MB, JPG/PNG; images only). */
export function ShopImages({ shop }: { shop: BarbershopDto }) {
  const storage = useQuery({
    queryKey: settingsKeys.storageAvailable,
    queryFn: isImageStorageAvailable,
    retry: false,
    staleTime: 60_000,
  });
  const toast = useToast();
  const updateShop = useUpdateShop(shop.id);
  // The upload to Storage, then the shop's new image through PATCH.
  const uploadImage = useMutation({
    mutationFn: async ({ kind, file }: { kind: 'logo' | 'hero'; file: File }) => {
      const url = await uploadShopImage(shop.id, kind, file);
      await updateShop.mutateAsync(
        kind === 'logo' ? { logoImage: url } : { heroImages: [url, ...shop.heroImages.filter((u) => u !== url)].slice(0, 10) },
      );
    },
  });
  const busy = uploadImage.isPending ? uploadImage.variables.kind : null;
  const available = storage.data === true;

  async function upload(kind: 'logo' | 'hero', event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ title: 'Update failed', description: problem, variant: 'destructive' });
      return;
    }
    try {
      await uploadImage.mutateAsync({ kind, file });
      toast({ title: 'Business profile updated' });
    } catch (err) {
      const message = err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : '';
      toast({ title: 'Update failed', description: message || 'Unable to update business profile', variant: 'destructive' });
    }
  }

  const picker = (kind: 'logo' | 'hero', label: string) => (
    <Button variant="outlined" component="label" disabled={!available || busy !== null}>
      {busy === kind ? 'Uploading...' : label}
      <input hidden type="file" accept={IMAGE_TYPES.join(',')} aria-label={label} onChange={(e) => void upload(kind, e)} />
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        Images
      </Typography>
      {storage.data === false && <Alert severity="warning">{STORAGE_UNAVAILABLE}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={shop.logoImage || undefined} alt="Logo" variant="rounded" sx={{ width: 64, height: 64 }}>
            {shop.name.slice(0, 1)}
          </Avatar>
          {picker('logo', 'Upload Logo')}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {shop.heroImages[0] && (
            <Box
              component="img"
              src={shop.heroImages[0]}
              alt="Hero"
              sx={{ width: 120, height: 64, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
          {picker('hero', 'Upload Hero Image')}
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Max 5MB, JPG/PNG
      </Typography>
    </Stack>
  );
}
