import { Avatar, Button, Stack, TextField, Typography } from '@mui/material';
import type { Barber } from '@barbershop/core/model';
import { barberSchema } from '@barbershop/core/shop';
import { imageFileProblem, IMAGE_TYPES } from '@barbershop/core/validation';
import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { uploadBarberPhoto } from '../../../lib/firebase/imageStorage';
import { useBarbers } from '../../../lib/firestore/liveData';
import { updateBarberProfile, type OwnProfile } from '../../../lib/firestore/shopWrites';
import { formikField } from '../../../shared/forms/formikField';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useToast } from '../../../shared/ui/toast';

/** The API's own rules for a barber's name, specialty and bio. */
const profileSchema = barberSchema.pick(['name', 'specialty', 'bio']);

const failure = (err: unknown) => changeFailedReason(err) ?? (err instanceof Error ? err.message : undefined);

function ProfileForm({ shopId, barber }: { shopId: string; barber: Barber }) {
  const toast = useToast();
  const save = useMutation({ mutationFn: (profile: Partial<OwnProfile>) => updateBarberProfile(shopId, barber.id, profile) });
  const photo = useMutation({
    mutationFn: async (file: File) => save.mutateAsync({ photoUrl: await uploadBarberPhoto(shopId, barber.id, file) }),
  });
  const f = useFormik({
    initialValues: { name: barber.name, specialty: barber.specialty ?? '', bio: barber.bio ?? '' },
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync(profileSchema.cast(values));
        toast({ title: 'Profile updated' });
      } catch (err) {
        toast({ title: 'Update failed', description: failure(err), variant: 'destructive' });
      }
    },
  });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ title: 'Update failed', description: problem, variant: 'destructive' });
      return;
    }
    try {
      await photo.mutateAsync(file);
      toast({ title: 'Photo updated' });
    } catch (err) {
      toast({ title: 'Update failed', description: failure(err), variant: 'destructive' });
    }
  }

  return (
    <SectionCard title="My profile" onSubmit={f.handleSubmit}>
      <Typography variant="body2" color="text.secondary">
        Customers see this on the booking page.
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar src={barber.photoUrl || undefined} alt={barber.name} sx={{ width: 72, height: 72 }}>
          {barber.name.slice(0, 1)}
        </Avatar>
        <Button variant="outlined" component="label" disabled={photo.isPending}>
          {photo.isPending ? 'Uploading...' : 'Change photo'}
          <input hidden type="file" accept={IMAGE_TYPES.join(',')} aria-label="Change photo" onChange={(e) => void upload(e)} />
        </Button>
      </Stack>
      <TextField label="Name" required {...formikField(f, 'name')} fullWidth />
      <TextField label="Specialty" {...formikField(f, 'specialty')} fullWidth />
      <TextField label="Bio" multiline minRows={3} {...formikField(f, 'bio')} fullWidth />
      <Button type="submit" variant="contained" disabled={f.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Save Changes
      </Button>
    </SectionCard>
  );
}

/** "My profile": the barber's own name, specialty, bio and photo, written to their barber document (the rules allow those fields). */
export function MyProfileTab({ shopId, barberId }: { shopId: string; barberId: string }) {
  const barbers = useBarbers(shopId);
  if (!barbers) return <Typography color="text.secondary">Loading...</Typography>;
  const barber = barbers.find((b) => b.id === barberId);
  if (!barber) return <Typography color="text.secondary">Your barber profile was not found. Ask the owner.</Typography>;
  return <ProfileForm key={barber.id} shopId={shopId} barber={barber} />;
}
