import { Alert, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { forgetFailedLiveQueries, liveErrorMessage } from '../../lib/firestore/liveErrors';

interface Props {
  children: ReactNode;
  /** a change (another day, another barber) clears the error and asks again */
  resetKey?: string;
  /** where the message goes on failure (by default it replaces the children) */
  fallback?: (message: ReactNode) => ReactNode;
}

interface State {
  error: unknown;
  resetKey?: string;
  /** where the message goes on failure (by default it replaces the children) */
  fallback?: (message: ReactNode) => ReactNode;
}

/**
 * Around every part of the owner screens fed by live Firestore data: reactfire throws a refused
 * or failed listen during render, and this shows what went wrong (with Try again) in that part
 * only, instead of an empty list or a blank page.
 */
export class LiveDataBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, resetKey: props.resetKey };
  }

  private retry = () => {
    forgetFailedLiveQueries();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const message = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Try again
          </Button>
        }
      >
        {liveErrorMessage(this.state.error)}
      </Alert>
    );
    return this.props.fallback ? this.props.fallback(message) : message;
  }
}
