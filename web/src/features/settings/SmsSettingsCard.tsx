import { Alert, Button, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { ownerEndpoints, type SmsActivityLogDto, type SmsSettingsDto } from '@barbershop/core/api';
import type { ShopSmsSettings } from '@barbershop/core/model';
import { smsSettingsSchema } from '@barbershop/core/shop';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { call } from '../../lib/api/call';
import { ApiError } from '../../lib/api/client';
import { dashboardKeys } from '../../shared/owner/queryKeys';
import { SMS_NOT_AVAILABLE_LINE } from '../../shared/sms/smsLines';
import { useSmsActivity } from '../../shared/sms/useSmsActivity';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';

function SmsSettingsForm({ shopId, settings }: { shopId: string; settings: SmsSettingsDto }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const formik = useFormik<ShopSmsSettings>({
    initialValues: { enabled: settings.enabled, secondReminder: settings.secondReminder },
    validationSchema: smsSettingsSchema,
    onSubmit: async (values) => {
      try {
        const saved = await call(ownerEndpoints.saveSmsSettings, { id: shopId }, values);
        // the SMS view and the usage line read the same answer: keep its texts, take the new settings
        queryClient.setQueryData<SmsActivityLogDto>(dashboardKeys.smsActivity(shopId), (log) =>
          log ? { ...log, ...saved } : log,
        );
        toast({ title: 'Text messages updated' });
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : '';
        toast({ title: 'Update failed', description: message || 'Unable to update text messages', variant: 'destructive' });
      }
    },
  });
  return (
    <SectionCard title="Text messages" onSubmit={formik.handleSubmit}>
      {!settings.available && <Alert severity="info">{SMS_NOT_AVAILABLE_LINE} Your choice here applies once they are.</Alert>}
      <FormControlLabel
        control={<Switch name="enabled" checked={formik.values.enabled} onChange={formik.handleChange} />}
        label="Send text messages"
      />
      <Typography variant="body2" color="text.secondary">
        Customers who choose texts when they book get their confirmation, reminders and changes by text. Off: emails only.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            name="secondReminder"
            checked={formik.values.secondReminder}
            onChange={formik.handleChange}
            disabled={!formik.values.enabled}
          />
        }
        label="Also text a reminder 2 hours before"
      />
      <Typography variant="body2" color="text.secondary">
        Each text counts against the {settings.allowance} parts a month included: a long text, or one with a character such as ë,
        takes more than one.
      </Typography>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Save Text Messages
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** Settings, Business tab: whether the shop texts its customers (issue 38), and a second reminder 2 hours before. */
export function SmsSettingsCard({ shopId }: { shopId: string }) {
  const activity = useSmsActivity(shopId);
  if (activity.data) return <SmsSettingsForm shopId={shopId} settings={activity.data} />;
  return (
    <SectionCard title="Text messages">
      {activity.isError ? (
        <Alert severity="error">Could not load the text message settings.</Alert>
      ) : (
        <Skeleton variant="rounded" height={96} />
      )}
    </SectionCard>
  );
}
