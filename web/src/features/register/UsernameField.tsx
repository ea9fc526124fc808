import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { usernameFromInput, usernameProblem } from '@barbershop/core/account';
import type { UsernameAvailabilityDto } from '@barbershop/core/api';
import { displayUrl, publicShopUrl } from '@barbershop/core/shop';

interface UsernameFieldProps {
  value: string;
  onChange: (username: string) => void;
  /** the server's answer for this value, when it has one */
  availability: UsernameAvailabilityDto | undefined;
}

/**
 * The username the owner signs in with, which is also their booking link: suggested from the
 * business name, editable, shaped as typed (lowercase, hyphens), with the link it makes and,
 * when it is taken, free alternatives to pick.
 */
export function UsernameField({ value, onChange, availability }: UsernameFieldProps) {
  const problem = value === '' ? null : usernameProblem(value);
  const taken = availability?.available === false;
  const message = problem ?? (taken ? availability.message : availability?.available ? 'Available' : null);
  const link = displayUrl(publicShopUrl(window.location.origin, value || 'your-username'));
  return (
    <Box>
      <TextField
        label="Username"
        name="username"
        required
        fullWidth
        value={value}
        onChange={(e) => onChange(usernameFromInput(e.target.value))}
        error={Boolean(problem) || taken}
        helperText={message ?? 'You sign in with it, and it is your booking link'}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, 'aria-describedby': 'booking-link-preview' } }}
      />
      <Typography id="booking-link-preview" variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        Your booking link: <strong>{link}</strong>
      </Typography>
      {taken && availability.suggestions.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <Typography variant="body2">Try:</Typography>
          {availability.suggestions.map((s) => (
            <Button key={s} size="small" variant="outlined" onClick={() => onChange(s)}>
              {s}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
}
