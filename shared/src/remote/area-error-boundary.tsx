import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CHUNK_RELOAD_KEY, isChunkLoadError } from '../chunk-reload';
import { reloadOncePerInterval } from '../reload-guard';
import { AreaUnavailable } from './area-unavailable';

interface Props {
  area: string;
  children?: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Keeps a failing area inside its own region: the rest of the page carries on and the visitor
 * can retry. Code that failed to load is caught here, out of the chunk guard's sight, so the
 * boundary asks for the same once-per-30-s reload itself.
 */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}] area failed`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadOncePerInterval(CHUNK_RELOAD_KEY);
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override render() {
    if (this.state.error) return <AreaUnavailable error={this.state.error} onRetry={this.retry} />;
    // A new key remounts the area from scratch on retry.
    return (
      <div key={this.state.attempt} className="dcic-area-root">
        {this.props.children}
      </div>
    );
  }
}
