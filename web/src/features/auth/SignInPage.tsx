import { Box, Button, Card, CardContent, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/ui/theme';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { login, startSession } from './session';

/** /auth, and what owner routes show in place to a signed-out visitor (spec section 2). */
export default function SignInPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({ title: 'Missing information', description: 'Please enter both username and password', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await startSession(queryClient, await login(username.trim(), password));
      toast({ title: 'Login successful', description: 'Welcome to your business dashboard' });
      navigate('/dashboard');
    } catch (err) {
      // Too many attempts: the server's message says how long to wait.
      const description = err instanceof ApiError && err.status === 429 ? err.serverMessage : 'Invalid username or password';
      toast({ title: 'Login failed', description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Card>
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <Box sx={{ textAlign: 'center' }}>
                <Typography variant="h4" component="h1">
                  Sign in
                </Typography>
                <Typography color="text.secondary">Sign in to manage your salon</Typography>
              </Box>
              <TextField
                label="Username"
                name="username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                fullWidth
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled={pending}>
                {pending ? 'Signing in...' : 'Sign in'}
              </Button>
              <Typography variant="body2" sx={{ textAlign: 'center' }}>
                New to {PRODUCT_NAME}?{' '}
                <Link component={RouterLink} to="/register">
                  Create business account
                </Link>
              </Typography>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
